"""Benchmarks of NeXUI Gym (run ``python -m benchmarks`` from the repository root)."""
