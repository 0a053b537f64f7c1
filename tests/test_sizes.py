"""The size rules of the codebase: no module over 400 lines, no function over 60, in the
program's own code (migrations excluded: each is written once and never edited). Read with
:mod:`ast`, so a nested function counts on its own as well as inside its parent."""

from __future__ import annotations

import ast
from pathlib import Path

import chessarbiter

PACKAGE = Path(chessarbiter.__file__).parent
MODULE_LINES, FUNCTION_LINES = 400, 60


def sources() -> list[Path]:
    return [p for p in sorted(PACKAGE.rglob("*.py")) if "versions" not in p.parts]


def test_no_module_is_over_400_lines() -> None:
    long = {str(p.relative_to(PACKAGE)): n for p in sources()
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MODULE_LINES}
    assert long == {}


def test_no_function_is_over_60_lines() -> None:
    long = {}
    for path in sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                lines = (node.end_lineno or node.lineno) - node.lineno + 1
                if lines > FUNCTION_LINES:
                    long[f"{path.relative_to(PACKAGE)}:{node.lineno} {node.name}"] = lines
    assert long == {}
