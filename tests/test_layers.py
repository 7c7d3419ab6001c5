"""The import graph, computed from the sources: layers import downwards only, no cycles.

vocabulary, dataset <- a11y, scoring <- envs, capture <- wrappers <- baselines <- evaluation <- cli. The
``commands`` modules of each package register ``nexui`` subcommands: they are the CLI layer.
"""

from __future__ import annotations

import ast
from pathlib import Path

import nexui_gym

PACKAGE = Path(nexui_gym.__file__).parent
LAYERS = {
    "vocabulary": 0,
    "dataset": 0,
    "a11y": 1,
    "scoring": 1,
    "envs": 2,
    "capture": 2,
    "wrappers": 3,
    "baselines": 4,
    "evaluation": 5,
    "cli": 6,
}


def layer_of(path: Path) -> tuple[str, int]:
    """The package a source file belongs to and its layer (commands modules are the CLI's)."""
    parts = path.relative_to(PACKAGE).parts
    if parts[-1] in ("commands.py", "cli.py"):
        return "cli", LAYERS["cli"]
    name = parts[0].removesuffix(".py")
    return name, LAYERS.get(name, LAYERS["cli"])


def imported_packages(path: Path) -> set[str]:
    """The ``nexui_gym`` sub-packages a file imports (at any depth of its code)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        elif isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        else:
            continue
        for name in names:
            parts = name.split(".")
            if parts[0] == "nexui_gym" and len(parts) > 1 and parts[1] in LAYERS:
                found.add(parts[1])
    return found


def sources() -> list[Path]:
    return sorted(
        p for p in PACKAGE.rglob("*.py") if p.name != "__init__.py" or p.parent != PACKAGE
    )


def test_no_module_imports_a_higher_layer():
    upward = []
    for path in sources():
        package, level = layer_of(path)
        for target in imported_packages(path):
            if LAYERS[target] > level:
                upward.append(f"{path.relative_to(PACKAGE)} imports nexui_gym.{target}")
    assert not upward, "\n".join(upward)


def test_the_package_graph_has_no_cycle():
    edges: dict[str, set[str]] = {}
    for path in sources():
        package, _ = layer_of(path)
        edges.setdefault(package, set()).update(imported_packages(path) - {package})
    state: dict[str, int] = {}

    def visit(node: str, trail: list[str]) -> None:
        state[node] = 1
        for following in sorted(edges.get(node, ())):
            if state.get(following) == 1:
                raise AssertionError("import cycle: " + " -> ".join([*trail, node, following]))
            if following not in state:
                visit(following, [*trail, node])
        state[node] = 2

    for node in sorted(edges):
        if node not in state:
            visit(node, [])
