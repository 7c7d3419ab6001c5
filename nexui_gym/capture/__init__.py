"""Capture: turn an interface's web sources and task specs into committed bundles.

Drives Debian's Chromium through Playwright (the ``capture`` extra). Nothing here is
imported by ``import nexui_gym``; the runtime never needs a browser. The command is
``nexui capture`` (``commands.py``); the pieces, in the order a capture uses them:
``server`` (serve an interface), ``browser`` (launch, deterministic context), ``js/``
(in-page scripts), ``snapshot`` (one state), ``candidates`` and ``axtree`` (pure
conversions), ``bundle`` (task.json and state files), ``runner`` (tasks, atomic bundle
writes), ``check`` (``--check``).
"""
