"""Mine 77's options: the rulebook's defaults, its variants."""

from dataclasses import dataclass

from mining_games.core import Options, option


@dataclass(frozen=True)
class Mine77Options(Options):
    days: int = option(3, label="work days", choices=(3, 4),
                       help="Work days: 3 (the standard game) or 4 (the long game)")
    easy: bool = option(False, label="easy Work Order decks", source="variant",
                        help="Easy Work Order decks: the E cards replace Movement 5 and Movement 4")
    secret_objectives: bool = option(True, label="Secret Objectives",
                                     help="Setup step 4 (the rulebook's game): each player is dealt 2 Secret "
                                     "Objectives and keeps one. Off: leave them out, the simpler game the rulebook "
                                     "allows for early games")
    binding_deals: bool = option(False, label="binding deals", source="variant",
                                 help="Binding deals (the rulebook leaves it to the players and advises it): a "
                                 "promise not kept by the Night Shift costs a fine of 1 Rosette, or 1 VP without one")
    small_patrols: bool = option(False, label="no large Patrols (under 3 seats)", source="variant",
                                 help="Fewer than 3 seats (an NPC counts): remove the Patrol cards that call "
                                 "for more than 2 workers before the deck is shuffled")
    steam_reward: int = option(1, label="Steam Generation reward", min=0, max=3, source="variant",
                               help="Steam Generation's Reward (printed: 1): the Rosettes or Food a worker earns "
                               "for each Steam it generates. 0: generating Steam pays its generator nothing (Bonus "
                               "Steam keeps its own reward)")
