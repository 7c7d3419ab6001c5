"""Screenshots as committed images: lossless WebP.

Lossless keeps 14 px text exactly as Chromium drew it (lossy WebP and JPEG blur glyph edges
at any size that saves space), and on UI pages, large flat areas with a few colours, it is
both smaller than PNG and well under the 40 KB per state budget (``nexui capture`` prints
the KB per state it measured). ``method=4, quality=100`` (the encoder's effort): on UI
screenshots ``method=6`` gave the same bytes at 40 times the time (0.8 s per image). The
output is a pure function of the pixels, so re-captures are byte-identical.
"""

from __future__ import annotations

import io

WEBP_OPTIONS = {"lossless": True, "quality": 100, "method": 4, "exact": False}


def encode_screenshot(png: bytes) -> bytes:
    """A PNG screenshot re-encoded as lossless WebP without metadata."""
    from PIL import Image

    with Image.open(io.BytesIO(png)) as image:
        rgb = image.convert("RGB")
    buffer = io.BytesIO()
    rgb.save(buffer, format="WEBP", **WEBP_OPTIONS)
    return buffer.getvalue()
