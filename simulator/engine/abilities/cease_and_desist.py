"""Cease and Desist bases."""

from __future__ import annotations

from .. import error_messages as E
from .. import messages as M
from .base import modelled, no_effect, not_simulated, register
from .common import ask

BOX = "Cease and Desist"


def _no_moon(game, base) -> None:
    others = [b for b in game.bases if b is not base]
    if not others:
        return
    choice = game.choice_for(base.id, game.active)
    target = None
    if choice is not None and not choice.declined:
        target = game.chosen_base(choice, others, E.ANOTHER_BASE_IN_PLAY())
    if target is None:
        game.assume(
            base.id,
            game.active,
            "no-moon",
            None,
            M.NO_MOON_RANDOM(),
            options=lambda: ({"to": other.id} for other in others),
            chance=True,
        )
        game.note_not_simulated(base.id, "no-moon", M.NO_MOON_NOT_GIVEN())
        return
    game.log(M.NO_MOON_DESTROYS, base.id, base=target.label())
    position = game.remove_base(target, M.NO_MOON_WHY(base=target.label()))
    game.place_from_deck(0, position, M.REPLACES(base=target.label()))


def _unicrave(game, base) -> None:
    if not game.deck:
        game.log(M.UNICRAVE_EMPTY, base.id)
        return
    spec = game.deck.pop(0)
    new = game.replace_base(base, spec, True, M.UNICRAVE_WHY())
    game.current = new
    if game.record is not None:
        game.record.continued_on = new.id
    game.log(M.UNICRAVE_GOES_ON, new.id, base=new.label())


def _wintersquashed(game, base, card, how, by) -> None:
    """A minion its player puts here may be handed over to another player's control."""
    player = card.controller
    if how != "play" or not card.is_minion or player is None:
        return
    choice = ask(
        game,
        base,
        player,
        "wintersquashed",
        M.WINTERSQUASHED_WHAT(card=card.label()),
        lambda: ({"player": other} for other in game.turn_order if other != player),
    )
    if choice is None:
        return
    to = choice.player_pick
    if to is None or to == player:
        game.reject(choice, "player", E.ANOTHER_PLAYER, player=player)
        return
    game.replace_card(base, card, card.evolve(controller=to))
    game.log(M.WINTERSQUASHED_GIVES, base.id, player=player, card=card.label(), to=to)


register(
    no_effect("hive-of-scum-and-villainy", "Draw after boosting a minion here.", box=BOX),
    modelled(
        "no-moon",
        "Before scoring, another base (at random) is destroyed and replaced.",
        box=BOX,
        before_scoring=_no_moon,
    ),
    no_effect("changing-room", "+1 after a talent here.", box=BOX),
    modelled(
        "unicrave",
        "Before scoring: swapped for the deck's top base, which scores instead.",
        box=BOX,
        before_scoring=_unicrave,
    ),
    no_effect("spikey-chair-room", "End-of-turn sacrifice to draw.", box=BOX),
    modelled(
        "wintersquashed",
        "Give away a minion played here.",
        box=BOX,
        on_enter=_wintersquashed,
    ),
    # Not modelled: a base's protects hook is told neither what is asked nor which card acts
    # (an aura's card, a contribution's card such as Siren's, a played minion), so it cannot
    # refuse only other players' minions here; contributions ask no protection at all.
    not_simulated(
        "neutral-space",
        "Shielded from opponents' minions here.",
        "the engine cannot tell which card is behind a power change or an effect, so the auras, "
        "power changes and abilities of other players' minions here still reach the minions "
        "here: take them out of the modifiers",
        box=BOX,
    ),
    no_effect("uss-undertaking", "Start-of-turn move to or from here.", box=BOX),
)
