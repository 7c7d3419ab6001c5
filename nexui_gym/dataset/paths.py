"""Where the dataset lives: one function, overridable with ``NEXUI_ASSETS``."""

from __future__ import annotations

import os
from pathlib import Path

ASSETS_ENV = "NEXUI_ASSETS"


def assets_dir() -> Path:
    """The assets folder: ``$NEXUI_ASSETS``, else the wheel's copy, else the repository's."""
    override = os.environ.get(ASSETS_ENV)
    if override:
        return Path(override)
    package_root = Path(__file__).resolve().parent.parent
    packaged = package_root / "assets"
    if packaged.is_dir():
        return packaged
    return package_root.parent / "assets"


def bundles_dir() -> Path:
    return assets_dir() / "bundles"


def interfaces_dir() -> Path:
    return assets_dir() / "interfaces"
