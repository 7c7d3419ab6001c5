"""The package's one exception family: every error NeXUI Gym raises on purpose is a
:class:`NeXUIError`, so a caller can catch them all (``except NeXUIError``) and the ``nexui``
command can print them to stderr as one line instead of a traceback.

Subclasses also derive from the built-in they refine (``DatasetError`` is a ``ValueError``),
so code written against the built-ins keeps working.
"""

from __future__ import annotations


class NeXUIError(Exception):
    """Base of every error NeXUI Gym raises on purpose; its message says what to fix."""


class UsageError(NeXUIError, ValueError):
    """A command-line argument or option is wrong; the message names it."""
