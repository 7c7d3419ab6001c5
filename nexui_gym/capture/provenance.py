"""Where a bundle was captured: the browser, Playwright, font packages and capture code.

Each bundle holds a small ``capture.json`` beside ``task.json``::

    {"chromium": "156.0.8078.114", "playwright": "1.65.2",
     "packages": {"chromium": "156.0.8078.114-1~deb12u1", "fonts-dejavu-core": "2.37-6", ...},
     "capture_code": "3f1c0a9e5b7d"}

``packages`` are the Debian packages that decide how pages render (Chromium, fontconfig,
FreeType and every installed ``fonts-*`` package), read with ``dpkg-query`` when it exists
(empty elsewhere). ``capture_code`` is the first 12 hex digits of a SHA-256 over the capture
package's own sources (``*.py`` and ``js/*.js``), so it changes exactly when the code that
writes bundles changes, installed or not. ``nexui capture --check`` compares these facts
apart from the bundle's content: a version mismatch is reported as such, not as a content
difference.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path

PROVENANCE_FILE = "capture.json"
#: Debian packages besides ``fonts-*`` whose version changes how a page renders.
RENDERING_PACKAGES = ("chromium", "fontconfig", "libfreetype6")
CAPTURE_CODE = Path(__file__).parent


@dataclass(frozen=True)
class Environment:
    chromium: str
    playwright: str
    packages: Mapping[str, str] = field(default_factory=dict)
    capture_code: str = ""

    def as_document(self) -> dict[str, object]:
        return {
            "chromium": self.chromium,
            "playwright": self.playwright,
            "packages": dict(sorted(self.packages.items())),
            "capture_code": self.capture_code,
        }


def dumps_environment(environment: Environment) -> str:
    return json.dumps(environment.as_document(), ensure_ascii=False, indent=1) + "\n"


def capture_code_version(root: Path = CAPTURE_CODE) -> str:
    """A short hash of the capture sources (path and bytes of each, in sorted order)."""
    digest = hashlib.sha256()
    files = sorted([*root.glob("*.py"), *root.glob("js/*.js")])
    for path in files:
        digest.update(path.relative_to(root).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()[:12]


def parse_dpkg(output: str) -> dict[str, str]:
    """``package version`` lines from ``dpkg-query``; packages listed but not installed
    (no version) are left out."""
    packages = {}
    for line in output.splitlines():
        name, _, version = line.strip().partition(" ")
        if name and version.strip():
            packages[name] = version.strip()
    return packages


def debian_packages(run: Callable[..., subprocess.CompletedProcess] = subprocess.run) -> dict:
    """Installed versions of the rendering packages, or ``{}`` without ``dpkg-query``."""
    if shutil.which("dpkg-query") is None:
        return {}
    result = run(
        ["dpkg-query", "-W", "-f", "${Package} ${Version}\\n", *RENDERING_PACKAGES, "fonts-*"],
        capture_output=True,
        text=True,
        check=False,
    )
    return parse_dpkg(result.stdout)


def current_environment(chromium_version: str) -> Environment:
    """This machine's capture environment, with the version the browser reports."""
    return Environment(
        chromium=chromium_version,
        playwright=metadata.version("playwright"),
        packages=debian_packages(),
        capture_code=capture_code_version(),
    )


def environment_differences(committed: Mapping, fresh: Mapping) -> list[str]:
    """``what: old -> new`` for each fact that differs between two ``capture.json`` documents
    (one line when the committed bundle records nothing)."""
    if not committed and fresh:
        return [
            f"no environment recorded (re-captured with chromium {fresh.get('chromium')}, "
            f"playwright {fresh.get('playwright')}, capture code {fresh.get('capture_code')})"
        ]
    lines = []
    for key in ("chromium", "playwright", "capture_code"):
        if committed.get(key) != fresh.get(key):
            lines.append(f"{key} {committed.get(key) or 'not recorded'} -> {fresh.get(key)}")
    old, new = committed.get("packages") or {}, fresh.get("packages") or {}
    for name in sorted(set(old) | set(new)):
        if old.get(name) != new.get(name):
            lines.append(
                f"package {name} {old.get(name) or 'absent'} -> {new.get(name) or 'absent'}"
            )
    return lines


def read_environment(bundle: Path) -> dict:
    """The bundle's ``capture.json``, or ``{}`` when it has none (captured before it existed)."""
    path = bundle / PROVENANCE_FILE
    if not path.is_file():
        return {}
    return json.loads(path.read_text(encoding="utf-8"))
