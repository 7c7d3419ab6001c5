"""Screenshots are stored as lossless WebP: every pixel survives."""

from __future__ import annotations

import io

from PIL import Image, ImageDraw

from nexui_gym.capture.images import encode_screenshot


def page_like_png() -> bytes:
    image = Image.new("RGB", (320, 120), "white")
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, 320, 24), fill=(11, 61, 107))
    draw.text((8, 40), "Amount in pounds: 25.00", fill=(29, 29, 29))
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


def test_webp_is_lossless():
    png = page_like_png()
    webp = encode_screenshot(png)
    with Image.open(io.BytesIO(webp)) as decoded, Image.open(io.BytesIO(png)) as original:
        assert decoded.format == "WEBP"
        assert decoded.convert("RGB").tobytes() == original.convert("RGB").tobytes()


def test_encoding_is_deterministic():
    png = page_like_png()
    assert encode_screenshot(png) == encode_screenshot(png)
