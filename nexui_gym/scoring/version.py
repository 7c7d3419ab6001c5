"""The scorer's version, recorded in every evaluation's ``config.json``.

Bump it whenever a change to ``nexui_gym.scoring`` can change a score, so that results
scored differently are never mixed (a resume refuses a folder of another version) and
reports say which scorer produced them.
"""

SCORER_VERSION = "2.1"
