"""judgebot: rulings assistant for judges and players of the Raw Deal CCG."""

__version__ = "0.1.0"
