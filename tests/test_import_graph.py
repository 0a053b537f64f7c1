"""The program's modules import each other without a circle, counting every import a module
runs — at the top or inside a function — and leaving out only those under ``TYPE_CHECKING``,
which never run. And the layers keep their direction: ``ui/common`` imports neither window's
package; nothing below the window imports ``ui``.

Read from the source with :mod:`ast`, so a lazy import deep in a rarely used path counts as
much as one at the top of the file."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import chessarbiter

PACKAGE = Path(chessarbiter.__file__).parent


def module_files() -> dict[str, Path]:
    files: dict[str, Path] = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        files[name] = path
    return files


def _type_checking_only(tree: ast.Module) -> set[int]:
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skipped.update(id(sub) for stmt in node.body for sub in ast.walk(stmt))
    return skipped


def imported_names(path: Path) -> Iterator[str]:
    """Every name the module at ``path`` imports when it runs: ``from a.b import c`` gives
    ``a.b.c`` (the module ``c``, or the name ``c`` of module ``a.b``; the graph tells which).
    A package's ``__init__`` running first is left out, as import-linter leaves it out:
    otherwise every package that imports a submodule would circle through its own ``__init__``.
    """
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = _type_checking_only(tree)
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield from (f"{node.module}.{alias.name}" for alias in node.names)


def import_graph() -> dict[str, set[str]]:
    files = module_files()

    def owner(name: str) -> str | None:
        while name and name not in files:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = {}
    for module, path in files.items():
        targets = {owner(name) for name in imported_names(path)
                   if name.startswith("chessarbiter")}
        graph[module] = {t for t in targets if t is not None and t != module}
    graph["chessarbiter.cli.table"] |= table_places()
    return graph


def table_places() -> set[str]:
    """The modules the command table loads by name: imports as much as any other."""
    from chessarbiter.cli.table import COMMANDS, PACKAGE

    places = {where for c in COMMANDS
              for where in (c.run, c.text, c.arguments, c.quick, c.access)
              if where is not None and where not in ("read", "write")}
    return {f"{PACKAGE}.{where.partition(':')[0]}" for where in places}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in graph[node]:
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_module_imports_itself_round_a_circle() -> None:
    graph = import_graph()
    assert len(graph) > 250  # the whole package was read
    assert circles(graph) == []


def test_the_circle_finder_finds_a_circle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c"]]


def test_lazy_imports_count_and_type_checking_ones_do_not(tmp_path: Path) -> None:
    source = tmp_path / "m.py"
    source.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from chessarbiter.ui.event import main_window\n"
        "def later():\n    from chessarbiter.core import berger\n"
    )
    names = set(imported_names(source))
    assert "chessarbiter.core.berger" in names
    assert not any(name.startswith("chessarbiter.ui") for name in names)


def test_layers_keep_their_direction() -> None:
    wrong = []
    for module, targets in import_graph().items():
        for target in targets:
            if module.startswith("chessarbiter.ui.common") and target.startswith(
                    ("chessarbiter.ui.event", "chessarbiter.ui.league", "chessarbiter.ui.windows")):
                wrong.append((module, target))
            below_ui = not module.startswith(("chessarbiter.ui", "chessarbiter.cli"))
            if below_ui and target.startswith("chessarbiter.ui"):
                wrong.append((module, target))
    assert wrong == []
