"""Plain-text output of the commands for a person at a terminal (scripts use --json)."""

from __future__ import annotations

from typing import Any


def render(command: str, data: dict[str, Any]) -> str:
    renderer = _RENDERERS.get(command, _key_values)
    return renderer(data)


def _key_values(data: dict[str, Any]) -> str:
    return "".join(f"{k}: {v}\n" for k, v in data.items())


def _players(data: dict[str, Any]) -> str:
    lines = [f"{'No':>3}  {'Name':<32} {'Title':<5} {'Fed':<3} {'FIDE':>5} {'USCF':>5}"]
    for p in data["players"]:
        lines.append(
            f"{p['start_no']:>3}  {p['name']:<32} {p['title']:<5} {p['federation']:<3} "
            f"{p['fide_rating'] or '':>5} {p['uscf_rating'] or '':>5}"
        )
    return "\n".join(lines) + "\n"


def _round(data: dict[str, Any]) -> str:
    lines = [f"Round {data['round']}"]
    for p in data["pairings"]:
        lines.append(f"  {p['board']:>3}. {p['white']:>3} - {p['black']:<3}  {p['result'] or ''}")
    if data["bye"] is not None:
        lines.append(f"  free: {data['bye']}")
    return "\n".join(lines) + "\n"


def _pairings(data: dict[str, Any]) -> str:
    if "rounds" in data:
        return "\n".join(_round(r) for r in data["rounds"])
    return _round(data)


def _standings(data: dict[str, Any]) -> str:
    codes = data["tiebreaks"]
    head = f"{'Rk':>3}  {'No':>3}  {'Name':<32} {'Pts':>5}" + "".join(f" {c:>6}" for c in codes)
    lines = [head]
    for s in data["standings"]:
        values = "".join(f" {s['tiebreaks'][c]:>6g}" for c in codes)
        lines.append(
            f"{s['rank']:>3}  {s['start_no']:>3}  {s['name']:<32} {s['points']:>5g}{values}"
        )
    return "\n".join(lines) + "\n"


def _written(data: dict[str, Any]) -> str:
    """export, export-trf: the files written, one a line (warnings went to standard error)."""
    return "".join(f"written: {path}\n" for path in data.get("files", [data.get("file")]))


def _imported(data: dict[str, Any]) -> str:
    count = len(data["warnings"])
    above = f", with {count} warning{'s' * (count != 1)} (above)" if count else ""
    return f"imported as event {data['event_id']}{above}\n"


def _league(data: dict[str, Any]) -> str:
    from chessarbiter.cli.league.text import render_league

    return render_league(data)


_RENDERERS = {
    "league": _league,
    "players": _players,
    "draw-lots": _players,
    "pairings": _pairings,
    "standings": _standings,
    "export": _written,
    "export-trf": _written,
    "import-trf": _imported,
}
