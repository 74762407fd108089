"""The JupyterLab table: an anywidget that plays a tablekit game inline, for humans and bots at one screen or one
screen per seat (:class:`Screen` is the same without the widget, for other transports; :class:`Seating` is who
plays each seat, shared by the screens of one game)."""

from .screen import SPECTATOR, Screen
from .seating import Seating
from .table import Table

__all__ = ["SPECTATOR", "Screen", "Seating", "Table"]
