"""The heuristic bot's valuation: completion chances, stuck figures, and the choices it makes."""

from __future__ import annotations

from tablekit.bots import bot_for
from tablekit.games.carcassonne_hg.board import FIGURE, Board
from tablekit.games.carcassonne_hg.bot import CarcassonneHGBot, Context, Valuation, chance_to_close
from tablekit.games.carcassonne_hg.tiles import TILES

from .helpers import at, ids, new, play


def context(g, seat: int = 0) -> tuple[Board, Context]:
    view = g.view(seat)
    return Board.from_view(view), Context(view)


def test_bot_for_gives_the_heuristic_bot():
    assert isinstance(bot_for("carcassonne_hg", seed=1), CarcassonneHGBot)


def test_completing_a_feature_frees_its_figure():
    g = new(scenario="forest_completed")
    board, ctx = context(g)
    root = board.find(board.node_at(0, -1, "F0"))
    value = Valuation(board, ctx)
    assert 0 < chance_to_close(board, root, ctx) <= 1 and value.idle_cost(root) > 0
    board.place(TILES[36], 0, -2, 0)
    done = Valuation(board, ctx)
    assert done.idle_cost(board.find(root)) == 0 and done.total() > value.total()


def test_a_feature_no_unseen_tile_can_close_is_hopeless():
    g = new(scenario="forest_completed")
    board, ctx = context(g)
    ctx.unseen.clear()
    ctx.unseen.update({"RRRR": 3})  # only river crossings left: nothing closes a forest
    ctx._fits.clear()
    root = board.find(board.node_at(0, -1, "F0"))
    assert chance_to_close(board, root, ctx) == 0.0
    value = Valuation(board, ctx)
    assert value.worth(("f", root)) == 0.0
    assert value.gain_of_piece(board.node_at(0, 0, "F0"), FIGURE) < 0  # a figure there would be stuck


def test_valuation_gives_a_contested_feature_to_every_leader():
    g = at([(62, 0, -1, 0), (37, 1, -1, 0), (34, 0, -2, 2), (30, 1, -2, 0)],
           [(0, FIGURE, 1, -1, "F0"), (1, FIGURE, 0, -2, "F0")], current=61)
    board, ctx = context(g)
    value = Valuation(board, ctx)
    key = ("f", board.find(board.node_at(1, -1, "F0")))
    assert value.share(key, value.holders[key]) == [6.0, 6.0]
    assert value.total() == 0.0


def test_bot_completes_its_own_forest_to_get_its_last_figure_back():
    g = new(scenario="forest_completed")
    g.state.figures_left[0] = 0
    choice = CarcassonneHGBot(0).act(g, 0)
    assert choice.id == "tile:0,-2,0"


def test_bot_plays_legal_moves_to_the_end():
    g = new(players=3, seed=12)
    bots = [CarcassonneHGBot(s) for s in range(3)]
    while not g.is_over:
        seat = g.to_act[0]
        action = bots[seat].act(g, seat)
        assert action.id in ids(g)
        play(g, action.id)
    assert g.result().winners


def test_the_bot_beats_random_bot_in_clearly_more_than_half_of_two_player_games():
    from tablekit.bench import match

    win_rate = match("carcassonne_hg", players=2, count=12).win_rates[0]
    assert win_rate > 0.75


def _landscape(board: Board) -> tuple:
    """What a board holds, whatever order its union-find reached it in: each node's feature and water system."""
    groups = {n: (board.find(n), board.wfind(n)) for n in range(len(board.zone))}
    return (board.placed, board.frontier, board.pieces, board.spent, board.open, groups,
            [board.tiles[r] for r, _ in groups.values()], [board.fish[r] for r, _ in groups.values()])


def test_the_board_the_bot_keeps_between_decisions_is_the_one_each_view_shows():
    bot = CarcassonneHGBot(0)
    for seed, steps in ((5, 1000), (6, 8)):  # the second game has another landscape: the bot starts again
        g = new(players=2, seed=seed)
        while not g.is_over and len(g.history) < steps:
            seat = g.to_act[0]
            view = g.view(seat)
            kept = bot.board(view)
            assert _landscape(kept) == _landscape(Board.from_view(view))
            if view["phase"] == "place":  # the meadows after a placement, grown from those before it
                meadows, nodes = kept.meadow_nodes(), len(kept.zone)
                x, y, rot = (int(v) for v in ids(g)[-1].partition(":")[2].split(","))
                kept.place(TILES[view["current"]["id"]], x, y, rot)
                grown = kept.meadow_nodes_after(meadows, nodes)
                assert {root: sorted(found) for root, found in grown.items()} == kept.meadow_nodes()
            play(g, bot.act(g, seat).id)
