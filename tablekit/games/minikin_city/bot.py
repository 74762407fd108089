from ...bots.base import RandomBot as MinikinCityBot  # noqa: F401
