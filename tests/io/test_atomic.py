"""Output files are written whole or not at all, a set of them whole before any is replaced."""

from __future__ import annotations

from pathlib import Path

import pytest

from chessarbiter.io.atomic import OutputError, write_file, write_files


def test_a_file_is_replaced_whole_and_nothing_else_is_left(tmp_path: Path) -> None:
    target = tmp_path / "standings.trf"
    target.write_bytes(b"old")
    write_file(target, b"new content")
    assert target.read_bytes() == b"new content"
    assert [p.name for p in tmp_path.iterdir()] == ["standings.trf"]


def test_a_set_that_fails_midway_replaces_none_of_the_old_files(tmp_path: Path) -> None:
    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_bytes(b"old standings")
    files = {site / "index.html": b"new standings", tmp_path / "gone" / "round-1.html": b"r1"}
    with pytest.raises(OutputError, match=r"gone.*: cannot write \(No such file"):
        write_files(files)
    assert (site / "index.html").read_bytes() == b"old standings"
    assert [p.name for p in site.iterdir()] == ["index.html"]


def test_what_a_killed_write_left_goes_with_the_next_write_of_that_file(tmp_path: Path) -> None:
    (tmp_path / ".index.html.partial-k1ll3d").write_bytes(b"<html><body>cut sh")
    (tmp_path / ".other.html.partial-k1ll3d").write_bytes(b"another file's")
    write_file(tmp_path / "index.html", b"<html></html>")
    assert sorted(p.name for p in tmp_path.iterdir()) == [".other.html.partial-k1ll3d",
                                                          "index.html"]
