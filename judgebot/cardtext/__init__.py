"""judgebot.cardtext"""
