"""judgebot.web"""
