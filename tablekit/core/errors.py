"""The errors tablekit raises; all are ``ValueError`` subclasses so callers can catch either."""


class IllegalAction(ValueError):
    """An action was refused; the message names the rule broken. The game is unchanged."""


class RecordError(ValueError):
    """A saved record is corrupt, tampered with or from an unknown version; the message says what is wrong."""


class HiddenInformation(ValueError):
    """Something was asked that would reveal information hidden from the asker."""
