"""The JupyterLab table: an anywidget that plays a tablekit game inline, for humans and bots at one screen."""

from .table import Table

__all__ = ["Table"]
