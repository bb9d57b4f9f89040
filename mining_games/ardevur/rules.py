"""ARDEVUR's rule catalogue: every rule the game can fire, in our own words, cited by heading.

Each payment of Hashtag Coin is fired by a rule whose ``extra["purpose"]`` names what the money
was for (sale, cost, fee, loan, repayment, reward, card, setup, score), so a flows chart can group
the ledger by purpose.
"""

from mining_games.core import Rule, RuleBook, count, join_words, verb

F = "ardevur.txt, "


def _r(rid, title, summary, section, text, source="rulebook", purpose=None, **kw):
    extra = {"purpose": purpose} if purpose else {}
    if purpose in _BANK and "mints" not in kw:
        kw["mints"] = True
    return Rule(f"ardevur.{rid}", title, summary, F + section, source=source, text=text, extra=extra, **kw)


_BANK = {"cost", "sale", "loan", "repayment", "reward", "score", "setup"}


def _rolls(e, names):
    return ", ".join(f"{n} {r}" for n, r in e.facts["rolls"].items())


def _contest(what):
    def text(e, names):
        base = f"{what}: {_rolls(e, names)}"
        if e.facts["tied"]:
            return base + "; a tie on the highest roll, so they roll again."
        return base + f": {names[e.player]} wins."
    return text


def _until(e, names):
    rolls = e.facts["rolls"]
    return f"{names[e.player]} rolls until a 64 comes: {count(len(rolls), 'roll')} ({', '.join(map(str, rolls))})."


def _global(e, names):
    f = e.facts
    steps = [f"stock worth {f['value']}M"]
    if f["no_water"]:
        steps.append(f"{join_words(f['no_water'])} without Water sold at half, {f['base']}M in all")
    if f["vessel"]:
        steps.append(f"doubled by the Vessel to {f['after_vessel']}M")
    elif f["struck"]:
        steps.append("the Vessel idle under a Port Strike")
    steps.append({64: f"the dice show 64, doubling it to {f['after_dice']}M",
                  2: f"the dice show 2, halving it to {f['after_dice']}M"}.get(
        f["roll"], f"the dice show {f['roll']}, no change"))
    if f["lease"]:
        steps.append(f"plus {f['lease']}M cargo lease from the Large Vessel")
    if f["surge"]:
        steps.append(f"plus {f['surge']}M from a Price Surge")
    return f"{names[e.player]} sells globally: " + "; ".join(steps) + f". Income {f['income']}M."


RULES = RuleBook("ardevur", [
    # ------------------------------------------------------------------ set-up
    _r("setup.mode", "Game Mode", "Before play the group chooses Standard, Fair Play (no Action cards) or "
       "Clash of Titans (up to 4 Action cards, one gained with every extraction).", "Game Modes",
       "Game Mode: {mode}."),
    _r("setup.capital", "Initial Capital", "Every corporation starts with 32 million Hashtag Coin from the Bank.",
       "Beginning Stage", "{player} receives the starting capital of {amount}M.", purpose="setup", mints=True),
    _r("setup.components", "Table Setup", "The Resource tokens, Territory cards and Action decks are put out "
       "(token stock is limited: 12 Zinc, 10 Copper, 10 Nickel, 8 Gold).", "Table Setup; Resources",
       "The Market is stocked: {what}.", mints=True),
    _r("setup.shuffle", "Shuffle", "Decks are shuffled at the start of the game.", "Table Setup",
       lambda e, n: f"The {e.facts['deck']} deck of {count(e.facts['cards'], 'card')} is shuffled."),
    _r("setup.corp_roll", "Roll for a Corporation", "Each player still without a corporation rolls until a 64; "
       "the fewest rolls chooses first (those level roll off by the highest number).",
       "Beginning Stage; Negotiation Dice",
       _until),
    _r("setup.corp_tie", "Corporation roll-off", "Players level in the roll for a corporation roll again; the "
       "highest number wins, ties roll again.", "Negotiation Dice", _contest("Roll-off for first choice")),
    _r("setup.corporation", "Choose a Corporation", "The winner of the roll takes a corporation with its Market "
       "Advantage, which counts as a Development card of one type.", "Beginning Stage; Corporations",
       "{player} takes {corp} (Market Advantage: no {card} card needed)."),
    _r("setup.first_player", "First player", "The first player to win the corporation roll starts the game.",
       "Turn Structure", "{player} rolled the first 64 and will start the game."),
    _r("setup.action_card", "Starting Action card", "Each player draws one card from their corporation's "
       "Action deck.", "Beginning Stage", "{player} draws a starting Action card."),
    _r("setup.dev_deal", "Deal Development cards", "Two Development cards are dealt to each player one at a "
       "time clockwise.", "Beginning Stage", "{player} is dealt {card}."),
    _r("setup.dev_duplicate", "No duplicates", "A dealt card the player already has (or has as a Market "
       "Advantage) goes back to the Market.", "Beginning Stage",
       "{player} already has {card}: the card goes back to the Market."),
    _r("setup.dev_market", "Development Market", "The Development cards not dealt are sorted by type in the "
       "Market; how many exist depends on the number of players.", "Game Setup: Table for Four?",
       "The Market holds {cards}."),
    _r("setup.targets", "Target Grid", "Targets are shuffled by tier and laid in three piles per tier; only "
       "the top card of each pile can be claimed.", "Table Setup", "The Target grid is laid out: {what}."),
    _r("setup.fair_play_targets", "Fair Play targets", "In Fair Play the Targets that need Action cards are "
       "removed before shuffling.", "Game Modes",
       lambda e, n: f"Fair Play: {count(e.facts['n'], 'Target')} needing Action cards {verb(e.facts['n'], 'are')} "
                    f"removed."),
    _r("setup.launched", "Launched Start", "Optional: skip the auctions; each player receives 4 random "
       "Territory cards and one of them is an active mine.", "Beginning Stage (Launched Start)",
       "Launched Start: {player} receives {cards}; {mine} starts as an active mine.", source="variant"),
    # ------------------------------------------------------------------ auctions
    _r("auction.reveal", "Reveal for auction", "As many Territory cards as players are revealed; each picked "
       "card is replaced at once.", "Public Auction", "{card} is revealed for the auction."),
    _r("auction.roll", "Auction roll", "Players still bidding roll; the highest number picks a revealed "
       "Territory; ties roll again.", "Public Auction", _contest("Auction roll")),
    _r("auction.pick", "Pick a Territory", "The roll's winner takes one revealed Territory card.",
       "Public Auction", "{player} takes {card} ({tier}, {region})."),
    _r("auction.monopoly", "Anti-Monopoly Rule", "Nobody may own all three Territories of one region; in an "
       "auction nobody may pick a card that would give them the third.", "Monopoly Prevention",
       "Anti-Monopoly: {player} may not take {cards}."),
    _r("auction.end", "Auction ends", "The round ends when every player holds the number of Territory cards the "
       "round allows; the rest go back into the deck.", "Public Auction", "The {which} auction round ends."),
    _r("auction.call_second", "Call the second auction", "Once every player runs at least 2 active mines, "
       "any player may call the second round before beginning their turn. Every Development card goes back to "
       "the Market, and each player bids until holding 4 Territories (1 more with 3, 3 more after losing one).",
       "Public Auction: 2nd Round", "{player} calls the second auction round: every Development card goes back "
       "to the Market; {quotas}."),
    _r("auction.dev_roll", "Development roll", "After the return, players roll; the winner picks 2 "
       "Development cards first, then the others in turn order.", "Public Auction: 2nd Round",
       _contest("Roll for first pick"), example={"rolls": {"Ana": 64, "Ben": 64}, "tied": True}),
    _r("auction.dev_pick", "Pick Development cards", "Each player picks up to 2 Development cards, no duplicates.",
       "Public Auction: 2nd Round", "{player} picks {card}."),
    # ------------------------------------------------------------------ the turn
    _r("turn.start", "Turn", "A turn has four phases in a fixed order: Extraction, Strategy, Development, "
       "Reward.", "Turn Structure", "Turn {turn}: {player} begins."),
    _r("turn.skip", "Skip a phase", "A player may skip a phase and loses that phase's action.",
       "Turn Structure", "{player} skips the {phase} phase."),
    _r("turn.impossible", "Nothing possible", "A phase in which nothing is possible is skipped.",
       "Turn Structure", "{player} can do nothing in the {phase} phase, which is skipped."),
    # ------------------------------------------------------------------ extraction
    _r("extract.mine", "Extract", "The player collects one active mine's output (more with an Office or Large "
       "Office) in any mix of tokens.", "1 - Extraction", "{player} extracts {output}M from {mine}."),
    _r("extract.office", "Simultaneous Extraction", "An Office lets a player extract from 2 mines in its "
       "continent; a Large Office from 3 anywhere.", "1 - Extraction: Digging Deeper; Assets",
       lambda e, n: f"{n[e.player]}'s {e.facts['office']} allows up to {count(e.facts['n'], 'mine')} this turn."),
    _r("extract.factory", "Factory bonus", "An own Factory adds 16M to the output of mines in its region.",
       "Upgraded Assets", "{player}'s Factory in {region} adds 16M to {mine}."),
    _r("extract.factory_use", "Use a rival Factory", "A competitor with a mine in the Factory's region may use "
       "it: 16M more output, paying the owner an 8M fee.", "Upgraded Assets",
       "{player} uses {owner}'s Factory in {region} for {mine}: 16M more output, {paid}.", purpose="fee"),
    _r("extract.collect", "Store tokens", "Tokens are taken from the Market up to the output and the storage "
       "capacity (32M, 64M with a Warehouse, 128M with a Large Warehouse).", "1 - Extraction; Resources",
       "{player} stores {token} from {mine}."),
    _r("extract.surplus", "Surplus sold locally", "Output that cannot be stored is sold locally at half its "
       "value (the regional Warehouse owner has first refusal).", "1 - Extraction: Tell Me Baby",
       "{player} sells the {value}M surplus of {mine} locally for {income}M.", purpose="sale", mints=True),
    _r("extract.no_road", "No Road, no sale", "Without a Road in an African region a mine's resources cannot be "
       "sold, so a surplus stays in the ground.", "Infrastructures: Road; All roads lead to ports",
       "{mine} has no Road: the {value}M surplus stays in the ground."),
    _r("extract.fee", "Infrastructure fee", "The owner of a Road or Water a competitor's mine uses may charge "
       "2M each time it extracts; the user must pay (in resources when money is short).",
       "Infrastructures; Be a good neighbour",
       "{player} pays {owner} for the {infra} in {region}: {paid}.", purpose="fee"),
    _r("extract.fee_waived", "Fee waived", "The owner may also let the fee go.",
       "Infrastructures; Be a good neighbour",
       "{player} does not charge {user} for the {infra} in {region}."),
    _r("extract.token_short", "Token stock runs out", "Tokens are limited; output no token can hold is "
       "treated like a surplus.", "Resources", "The Market has no token worth {value}M or less left for {mine}."),
    # ------------------------------------------------------------------ strategy
    _r("strategy.dev", "Pick Development cards", "Take 1 or 2 Development cards from the Market; no duplicates, "
       "the Market Advantage counts as one.", "2 - Strategy", "{player} takes {card} from the Market."),
    _r("strategy.dev_return", "Development card limit", "A player holds at most 4 Development cards, one per "
       "Dashboard slot (the Market Advantage takes none); extras go back.", "Beginning Stage; 2 - Strategy",
       "{player} returns {card} to the Market."),
    _r("strategy.action", "Draw an Action card", "Instead, draw one card from your corporation's Action deck.",
       "2 - Strategy; Show me the way", "{player} draws an Action card."),
    _r("strategy.phone", "Phone Call", "Instead, take the Phone Call card; it must be used in the same turn.",
       "2 - Strategy; E. Make a Phone Call", "{player} takes the Phone Call."),
    _r("strategy.phone_unused", "Phone Call returns", "An unused Phone Call goes back to the Market at the end "
       "of the turn.", "E. Make a Phone Call", "{player}'s unused Phone Call goes back to the Market."),
    # ------------------------------------------------------------------ development
    _r("dev.explore", "Exploration", "Return a License and a Geologist and pay the Territory's exploration "
       "cost to mark an exploration site.", "3 - Development: A. Develop a Mining Site",
       "{player} explores {mine} for {cost}M.", purpose="cost"),
    _r("dev.exploit", "Exploitation", "In a later turn, return Machinery and Workforce and pay the "
       "exploitation cost: the site becomes an active mine.", "3 - Development: A. Develop a Mining Site",
       "{player} equips {mine} for {cost}M: it is an active mine.", purpose="cost"),
    _r("dev.two_turns", "Two turns to activate", "Exploration and exploitation of one site cannot happen in the "
       "same turn.", "What is yours, is mine", "{mine} can be equipped for exploitation from {player}'s next turn on."),
    _r("dev.mine_limit", "At most 4 active mines", "Nobody manages more than 4 active mines at once.",
       "Limitations; What is yours, is mine",
       lambda e, n: f"{n[e.player]} now runs {count(e.facts['n'], 'active mine')}, the most allowed.",
       example={"n": 4}),
    _r("dev.site_limit", "Four site markers", "A corporation's 4 Exploration / Mining Site markers mark its "
       "sites, explored or active: no fifth site is explored while four are out.",
       "Components; Money...to get away",
       lambda e, n: f"{n[e.player]} now has {count(e.facts['n'], 'site')} explored or active: every site "
                    "marker is out.",
       source="reconstructed", rationale="the box's 16 Exploration / Mining Site markers shared by four "
       "corporations"),
    _r("dev.advantage", "Market Advantage", "A corporation's Market Advantage stands in for one Development "
       "card type.", "Corporations", "{player}'s Market Advantage stands in for {card}."),
    _r("dev.infra", "Build Infrastructure", "Return a Road or Water permit and pay 8M or 4M to build it in an "
       "African region; at most 2 across Africa, distinct in a region.", "3 - Development: B. Build Infrastructure",
       "{player} builds {infra} in {region} for {cost}M.", purpose="cost"),
    _r("dev.dismantle", "Dismantle and rebuild", "With both infrastructure markers out, a player may dismantle "
       "either one and reuse its marker for a Road or a Water Pipeline, with a new permit of that kind.",
       "3 - Development: B. Build Infrastructure",
       "{player} dismantles the {dismantled} in {old} and reuses its marker for {infra} in {region}, for {cost}M.",
       purpose="cost"),
    _r("dev.asset", "Acquire an Asset", "Return a permit and pay 16M for a Warehouse or 24M for an Office "
       "(one of each per region) or 32M for a Vessel.", "3 - Development: C. Acquire Assets",
       "{player} builds {asset} {where}for {cost}M.", purpose="cost"),
    _r("dev.upgrade", "Upgrade an Asset", "Return a permit, spend a card's upgrade reward and pay the price: "
       "Large Warehouse 32M, Large Office 48M, Large Vessel 64M, Factory 64M (in a region with your mine).",
       "3 - Development: D. Upgrade Assets", "{player} builds {asset} {where}for {cost}M.", purpose="cost"),
    _r("dev.reward_spent", "Reward for an upgrade", "In Standard and Clash modes an upgrade uses a Target or "
       "Incentive card's upgrade reward; the card and its points go.", "Money...to get away; 4 - Reward",
       "{player} spends {card} ({sp} SP) on the upgrade.", mints=True),
    _r("dev.fair_upgrade", "Fair Play upgrades", "In Fair Play an upgrade needs no reward card.", "Money...to get away",
       "Fair Play: {player} upgrades without a reward card."),
    _r("dev.no_build_after_global", "No building with a global sale", "A global sale is the whole Development "
       "action: nothing else may be built in that turn.", "F. Sell Resources: Global Sale",
       "The global sale was {player}'s Development action: nothing more is built this turn."),
    _r("phone.invest", "Phone Call: Invest", "The Phone Call stands in for a missing Development card or "
       "reward card, at double the cost.", "E. Make a Phone Call: Option #1",
       "{player} phones in for {what}: the cost doubles to {cost}M."),
    _r("phone.borrow", "Phone Call: Borrow", "The Phone Call takes a loan of exactly the missing amount, to be "
       "repaid double.", "E. Make a Phone Call: Option #3",
       "{player} borrows {amount}M from the Bank and owes {owed}M.", purpose="loan", mints=True),
    _r("phone.repay", "Repay the loan", "A loan is repaid double to the Bank as soon as the borrower has enough.",
       "E. Make a Phone Call: Option #3", "{player} repays {amount}M to the Bank.", purpose="repayment",
       mints=True, negative_ok=False),
    _r("phone.held", "A Phone Call held before the turn", "A Phone Call dealt at set-up, or picked in the "
       "second auction, cannot be kept across turns: its holder may use it in their next turn, and unused it "
       "goes back to the Market when that turn ends.", "Beginning Stage; E. Make a Phone Call",
       "{player}'s Phone Call may be used in this turn; unused, it goes back to the Market when the turn ends.",
       source="reconstructed", rationale="the Phone Call is dealt like any Development card, but nobody may keep "
       "it across turns: it serves the holder's next turn"),
    _r("phone.shift", "Phone Call: Shift", "In the Reward phase the Phone Call removes a Target from the grid.",
       "E. Make a Phone Call: Option #2; Target calling", "{player} phones to remove the Target '{target}'."),
    # ------------------------------------------------------------------ sales
    _r("sale.roll", "Market fluctuation", "A global sale rolls the dice once: 64 doubles, 2 halves.",
       "F. Sell Resources; Negotiation Dice", "{player} rolls {roll} for the market price."),
    _r("sale.global", "Global Sale", "Sell the whole stock: half for a mine without Water, double with a "
       "Vessel, then the dice; a Large Vessel adds a fixed 32M; halves round up to an even number.",
       "F. Sell Resources: Option #1; I want it all; Let's split it", _global, purpose="sale", mints=True),
    _r("sale.no_road", "No Road, no sale", "A mine's stock cannot be sold until its region has a Road.",
       "All roads lead to ports", "{player} cannot sell the stock of {mines}: no Road there."),
    _r("sale.local", "Local Sale", "Sell the whole stock for half its value, no dice, with or without Water; "
       "building is still allowed in that turn.", "F. Sell Resources: Option #2",
       "{player} sells {value}M of stock locally for {income}M.", purpose="sale", mints=True),
    _r("sale.priority", "Warehouse priority", "A competitor owning the Warehouse in the mine's region may buy "
       "a local sale at half price.", "Do you want to make a deal?",
       "{player} buys {seller}'s {value}M from {region} at half price for {price}M.", purpose="sale",
       mints=False),
    _r("sale.priority_pass", "Priority declined", "A Warehouse owner who refuses, or cannot pay or store the "
       "resources, lets them go to the Market.", "Do you want to make a deal?",
       lambda e, names: f"{names[e.player]} {e.facts.get('why', 'turns the offer down')}: the resources go to "
       "the Market."),
    _r("reward.target", "Claim a Strategic Target", "At the end of the turn, claim one visible Target whose "
       "condition you meet and take its Supremacy Points.", "4 - Reward: Strategic Targets",
       "{player} claims the {tier} Target '{target}' for {sp} SP.", purpose="reward", mints=True),
    _r("reward.incentive", "Claim a Government Incentive", "After equipping a European mine, claim one "
       "Government Incentive while they last.", "4 - Reward: Government Incentives",
       "{player} claims a Government Incentive for {sp} SP.", purpose="reward", mints=True),
    _r("reward.exchange", "Exchange for a Reward", "Instead, discard a held card and its points for the money "
       "printed on it.", "4 - Reward: Rewards", "{player} exchanges '{card}' ({sp} SP) for {money}M.",
       purpose="reward", mints=True),
    _r("reward.one_card", "One card per turn", "A player takes one Target or one Incentive in a turn, never both.",
       "Government Incentives", "{player} takes one card this turn; {left} must wait."),
    _r("reward.propose", "Ask for the moon", "As their Reward action, the player on turn may propose that a "
       "Target on top of the grid cannot be reached; every other player then agrees or refuses, clockwise.",
       "Asking for the moon; Target calling",
       "{player} proposes that the Target '{target}' cannot be reached: every other player must agree.",
       source="reconstructed", rationale="the rulebook prints the unanimous agreement, not who proposes it or "
       "when: the player on turn, in the Reward phase where a Phone Call removes a Target"),
    _r("reward.agree", "Agree: unachievable", "A player agrees that the proposed Target cannot be reached.",
       "Asking for the moon", "{player} agrees that the Target '{target}' cannot be reached."),
    _r("reward.refuse", "Refuse: achievable", "A player who refuses keeps the Target on the grid: the agreement "
       "must be unanimous.", "Asking for the moon", "{player} does not agree: the Target '{target}' stays."),
    _r("reward.unachievable", "Unachievable Target", "A Target all players agree cannot be reached leaves the "
       "grid, without a Phone Call; the card below comes up.", "Asking for the moon",
       "Every player agrees: the Target '{target}' leaves the grid."),
    # ------------------------------------------------------------------ action cards
    _r("cards.pass", "Hold the card", "A player offered a chance to play an Action card lets it go by.",
       "Action Cards", "{player} does not play an Action card now."),
    _r("cards.hand_limit", "Action card limit", "A player holds at most 2 Action cards (4 in Clash of Titans); "
       "one who draws or gains a card beyond the limit discards a card of their choice at once.",
       "2 - Strategy; Action Cards: Show me the way",
       "{player} holds too many Action cards and discards {card}."),
    _r("cards.one_per_turn", "One Action card per turn", "A player uses at most one Action card in a turn.",
       "Action Cards: Show me the way", "{player} has used an Action card for this turn."),
    _r("cards.one_per_victim", "One card against a player per turn", "Only one Action card may be played "
       "against the player on turn in that turn.", "Action Cards: Show me the way",
       "No other Action card may be played against {player} this turn."),
    _r("cards.after_trigger", "No cards after the trigger", "Once Total Control is called, nobody uses Action "
       "cards.", "Endgame", "Total Control has been called: no more Action cards may be used."),
    _r("cards.clash_gain", "Clash of Titans", "In Clash of Titans a player gains an Action card with each "
       "extraction instead of drawing in the Strategy phase.", "Game Modes: C - Clash of Titans",
       "{player} gains an Action card for extracting."),
    _r("cards.strike", "Strike", "Played on a competitor's extraction: that mine yields half.", "Action Cards",
       "{player} plays Strike: {victim}'s {mine} yields {output}M instead of {was}M.", source="reconstructed",
       rationale="a disruption card timed at a competitor's Extraction phase"),
    _r("cards.audit", "Tax Audit", "At the start of a competitor's turn: they pay you 8M, or all they have.",
       "Action Cards", "{player} plays Tax Audit: {victim} pays {paid}M.", source="reconstructed",
       rationale="a fee card that shows the pay-all-you-have rule", purpose="card"),
    _r("cards.port_strike", "Port Strike", "At the start of a competitor's turn: for one round their Vessel does "
       "not double sales.", "Action Cards", "{player} plays Port Strike on {victim} until turn {until}.",
       source="reconstructed", rationale="the continuous-effect card the rulebook describes"),
    _r("cards.port_strike_end", "Port Strike ends", "A continuous effect ends when its round is over.",
       "Action Cards", "The Port Strike on {victim} ends.", source="reconstructed",
       rationale="continuous effects expire after the round they last"),
    _r("cards.crash", "Market Crash", "On a competitor's global sale: their dice roll counts as a 2.",
       "Action Cards", "{player} plays Market Crash on {victim}'s global sale.", source="reconstructed",
       rationale="price risk made visible: a rival can push the market down"),
    _r("cards.fast_track", "Fast Track", "In your Strategy phase: also take one Development card.",
       "Action Cards", "{player} plays Fast Track.", source="reconstructed",
       rationale="a card that complements the Strategy action"),
    _r("cards.insider", "Insider Deal", "In your Development phase: your build costs 8M less.", "Action Cards",
       "{player} plays Insider Deal: the next build costs 8M less.", source="reconstructed",
       rationale="the rulebook's own example of a card granting a building discount"),
    _r("cards.surge", "Price Surge", "In your Development phase: your global sale earns a fixed 16M more.",
       "Action Cards", "{player} plays Price Surge.", source="reconstructed",
       rationale="a fixed bonus the dice do not touch, like the Large Vessel's lease"),
    _r("cards.land_grab", "Land Grab", "As your development: take an unexplored Territory card from a "
       "competitor (the Anti-Monopoly rule still holds).", "Action Cards",
       "{player} plays Land Grab and takes {card} from {victim}.", source="reconstructed",
       rationale="the rulebook says cards can give more than 4 Territory cards"),
    _r("cards.subsidy", "Subsidy", "As your reward: take 8M from the Bank.", "Action Cards",
       "{player} plays Subsidy and takes 8M from the Bank.", source="reconstructed",
       rationale="a card that replaces the action of its phase", purpose="card", mints=True),
    # ------------------------------------------------------------------ endgame and scoring
    _r("end.condition_a", "Condition A", "At least one Gold Target has been claimed.", "Endgame",
       "Condition A holds: a Gold Target has been claimed."),
    _r("end.condition_b", "Condition B", "All Bronze and Silver Targets are gone and nobody could claim a Gold "
       "Target for a full round.", "Endgame", "Condition B holds: no Bronze or Silver Target is left and no Gold "
       "Target could be claimed for a full round."),
    _r("end.condition_c", "Condition C", "A player's Target and Incentive cards total at least 24 SP.",
       "Endgame", "Condition C holds: {player}'s cards total {sp} SP."),
    _r("end.call", "Total Control", "When a condition holds, a player may call Total Control before their turn; "
       "a final round follows.", "Endgame", "{player} calls Total Control: every player has one final turn."),
    _r("end.final", "Final round over", "After the final round the Supremacy Points are counted.", "Endgame",
       "The final round is over: Supremacy Points are counted."),
    _r("end.round_limit", "Agreed time limit", "Optional: the players agreed to stop after a number of rounds "
       "(standing for 'minute 64').", "My mine, my rules", "Round {round} was the agreed last: Supremacy "
       "Points are counted.", source="variant"),
    _r("score.loan", "Unpaid loan", "A loan still open at the end is repaid double from what the player holds.",
       "E. Make a Phone Call: Option #3", "{player} settles the loan with {amount}M.", source="reconstructed",
       rationale="the rulebook does not say what happens to a debt at the end", purpose="repayment", mints=True),
    _r("score.money", "Most Money", "The richest player scores 4 SP; a tie scores nobody.", "Scoring",
       "Most money: {player} with {amount}M scores 4 SP.", purpose="score", mints=True),
    _r("score.resources", "Most Resources", "The player with the most stored resources scores 4 SP; a tie scores "
       "nobody.", "Scoring", "Most resources: {player} with {amount}M scores 4 SP.", purpose="score", mints=True),
    _r("score.tie", "Tied category", "When two or more share the best value, nobody scores that category.",
       "Scoring", "{what} is tied at {amount}: nobody scores it."),
    _r("score.supremacy", "Regional Supremacy", "In each region the player with the most weight (mine 1, asset "
       "1, upgraded 1.5, infrastructure 0.5) takes its ribbon.", "Scoring",
       "{player} leads {region} with {weight} and scores {sp} SP.", purpose="score", mints=True),
    _r("score.supremacy_tie", "Supremacy tie", "A region where the lead is shared scores nobody.", "Scoring",
       "{region} is tied at {weight}: nobody takes its ribbon."),
    _r("score.structures", "Mines and Assets", "4 SP per active mine, 4 per asset, 6 per upgraded asset.",
       "Scoring", "{player} scores {sp} SP for {what}.", source="reconstructed",
       rationale="the table prints 4 for a mine and for an asset but no points for an upgraded asset: 6 is "
       "ours, 1.5 times an asset as Regional Supremacy weighs them",
       purpose="score", mints=True),
])
