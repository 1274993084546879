"""judgebot.rules"""
