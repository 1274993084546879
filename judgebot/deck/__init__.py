"""judgebot.deck"""
