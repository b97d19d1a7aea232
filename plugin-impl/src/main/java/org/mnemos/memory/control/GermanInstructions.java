package org.mnemos.memory.control;

import static org.mnemos.memory.control.InstructionRule.rule;

import java.util.List;

/**
 * Instructions addressed to an agent, in German, over the folded text: no umlauts ("über" reads "uber"), "ß" as
 * "ss". Imperative forms only (du, ihr and Sie).
 */
final class GermanInstructions {

    private static final String INSTRUCTIONS =
            "(?:anweisung\\w*|instruktion\\w*|befehl\\w*|regeln|vorgaben|richtlinien|anordnungen|prompts?"
                    + "|systemprompt\\w*|kontext)";
    private static final String EARLIER = "(?:alle|samtliche|deine|ihre|eure|bisherige\\w*|vorherige\\w*|vorige\\w*"
            + "|fruhere\\w*|obige\\w*|vorangegangene\\w*|ursprungliche\\w*|erhaltene\\w*|gegebene\\w*)";
    private static final String IGNORE = "(?:ignoriere|ignoriert alle|ignorieren sie|vergiss|vergesst|vergessen sie"
            + "|missachte|missachtet|missachten sie|verwirf|verwerfen sie|uberspringe|befolge nicht mehr"
            + "|befolgen sie nicht mehr|halte dich nicht mehr an|halten sie sich nicht mehr an)";

    static final List<InstructionRule> RULES = List.of(
            rule(
                    "ignore previous instructions",
                    "\\b" + IGNORE + " (?:(?:die|der|den|alle) )?(?:" + EARLIER + " )+(?:\\w+ )?" + INSTRUCTIONS
                            + "\\b"),
            rule(
                    "ignore everything said before",
                    "\\b" + IGNORE + " alles (?:bisherige|vorherige|obige|davor|zuvor|was (?:dir|ihnen|euch))"),
            rule(
                    "from now on",
                    "\\b(?:ab (?:jetzt|sofort|nun)|von (?:nun|jetzt) an) (?:bist du|du bist|antwortest du|antworte"
                            + "|antwortest|sende|sendest|schicke|schickst|ignoriere|ignorierst|handle|verhalte"
                            + "|der assistent|der agent|die ki|wirst du|du wirst|musst du|du musst)\\b"),
            rule(
                    "you are now someone else",
                    "\\bdu bist (?:jetzt|nun|ab sofort|ab jetzt|von nun an) (?:ein|eine|der|die|kein|keine|frei"
                            + "|nicht mehr|im \\w+ ?modus|dan)\\b"),
            rule("new instructions", "\\bneue (?:anweisung\\w*|instruktion\\w*|befehle|regeln|aufgabe|vorgaben) ?:"),
            rule("system prompt", "\\bsystem ?(?:prompt|anweisung)\\w*"),
            rule(
                    "do not tell the user",
                    "\\b(?:sag|sage|sagt|sagen sie|erzahl|erzahle|erzahlen sie|verrate|verraten sie|informiere"
                            + "|informieren sie|erwahne|erwahnen sie) (?:\\w+ ){0,3}?(?:dem|den) (?:benutzer|nutzer"
                            + "|anwender|user|bediener)\\w* (?:\\w+ ){0,3}?(?:nichts|nicht)\\b"),
            rule(
                    "do not tell the user",
                    "\\bohne (?:dass )?(?:es )?(?:der|den|dem) (?:benutzer|nutzer|anwender|user)\\w*"
                            + " (?:es |davon |etwas )?(?:zu )?(?:merkt|erfahrt|bemerkt|informieren|wissen|sagen)"),
            rule(
                    "send data to an outside address",
                    "\\b(?:sende|sendet|senden sie|schicke|schick|schickt|schicken sie|leite|leitet|leiten sie"
                            + "|ubermittle|ubermitteln sie|lade|laden sie|kopiere|kopieren sie) (?:\\w+ ){0,6}?"
                            + "(?:daten|verlauf|gesprach\\w*|erinnerungen|speicher|dateien|kunden\\w*|passworter"
                            + "|passwort|zugangsdaten|geheimnisse|schlussel|e mails|emails|nachrichten|kontakte"
                            + "|datensatze) (?:\\w+ ){0,5}?(?:an|nach|zu) (?:\\S*@|https?\\b|www\\b)"),
            rule(
                    "reveal your prompt or secrets",
                    "\\b(?:zeige|zeig|gib|nenne|verrate|drucke|wiederhole|zeigen sie|geben sie|nennen sie"
                            + "|verraten sie|wiederholen sie|liste|listen sie) (?:mir |uns )?(?:alle )?"
                            + "(?:deine|ihre|deinen|ihren|dein|ihr) (?:\\w+ )?(?:anweisung\\w*|instruktion\\w*"
                            + "|systemprompt|prompt|regeln|geheimnisse|passworter|schlussel|erinnerungen|speicher"
                            + "|konfiguration)\\b"),
            rule(
                    "stop following instructions",
                    "\\b(?:hor|hort|horen sie) auf (?:\\w+ ){0,4}?" + INSTRUCTIONS
                            + " (?:\\w+ ){0,2}?zu (?:befolgen|folgen|gehorchen|beachten)\\b"),
            rule(
                    "stop following instructions",
                    "\\b(?:befolge|befolgt|befolgen sie|folge|folgt|folgen sie|beachte|beachtet|beachten sie)"
                            + " (?:\\w+ ){0,2}?" + INSTRUCTIONS + " nicht mehr\\b"),
            rule(
                    "reveal your prompt or secrets",
                    "\\b(?:gib|geben sie|zeige|zeig|zeigen sie|liste|listen sie|drucke|nenne|verrate) (?:mir |uns )?"
                            + "(?:alle |samtliche )?(?:\\w+ )?(?:erinnerungen|geheimnisse|passworter|zugangsdaten)\\b"),
            rule(
                    "act as someone else",
                    "\\b(?:tu so als|tue so als|tut so als|tun sie so als|gib dich als|geben sie sich als"
                            + "|spiele die rolle|spiel die rolle|spielen sie die rolle|verhalte dich wie"
                            + "|verhalten sie sich wie)\\b"),
            rule(
                    "you are no longer bound",
                    "\\bdu bist (?:nicht mehr|nicht langer) (?:an \\w+ )?(?:gebunden|eingeschrankt|verpflichtet)\\b"));

    private GermanInstructions() {}
}
