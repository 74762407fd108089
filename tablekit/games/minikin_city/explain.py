def explain(state, seat, action_id):
    return f"{action_id!r} is not legal"
