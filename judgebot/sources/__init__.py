"""judgebot.sources"""
