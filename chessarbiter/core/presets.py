"""The rule books as data: each preset is a complete set of :class:`EventSettings`."""

from __future__ import annotations

from dataclasses import dataclass

from chessarbiter.core.settings import EventSettings


@dataclass(frozen=True, slots=True)
class Preset:
    id: str
    title: str
    settings: EventSettings


PRESETS: dict[str, Preset] = {
    p.id: p
    for p in (
        Preset(
            "round-robin-fide",
            "Round robin (FIDE)",
            EventSettings(),
        ),
        Preset(
            "swiss-fide",
            "Swiss, FIDE Dutch system",
            # C.07 leaves the chain to the regulations; Buchholz Cut-1, Buchholz and
            # Sonneborn-Berger are the usual Swiss chain. A Swiss's results stand when a player
            # withdraws (they are simply not paired again), hence forfeit-remaining.
            EventSettings(preset="swiss-fide", system="swiss-dutch", swiss_rounds=9,
                          tiebreaks=("BH-C1", "BH", "SB", "DE"),
                          withdrawal_rule="forfeit-remaining"),
        ),
        Preset(
            "us-junior-closed-2015",
            "US Junior Closed 2015",
            EventSettings(
                preset="us-junior-closed-2015",
                cycles=1,
                tiebreaks=("DE", "BPG", "KS", "SB", "WON"),
                # The 2015 regulations predate C.07 (2023); "pre-2023" keeps their meaning.
                edition="pre-2023",
                time_control="40/90, SD/30; +30",
                late_fine=200,
                late_forfeit_minutes=30,
                device_fine=200,
                device_penalty_minutes=10,
                device_penalty_threshold_minutes=20,
                device_second_offence_forfeit=True,
                draw_min_moves=30,
                forfeit_or_withdrawal_loses_prize=True,
                playoff_rapid_time_control="G/15+5",
                armageddon_base_seconds=600,
                armageddon_increment_seconds=2,
                rating_shown="uscf",
                currency="USD",
            ),
        ),
    )
}

DEFAULT_PRESET = "round-robin-fide"


def get_preset(preset_id: str) -> Preset:
    """The preset named ``preset_id``, or a message listing the known ids."""
    try:
        return PRESETS[preset_id]
    except KeyError:
        raise ValueError(
            f"unknown preset {preset_id!r}; known presets: {', '.join(PRESETS)}"
        ) from None
