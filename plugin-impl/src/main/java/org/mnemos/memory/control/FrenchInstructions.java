package org.mnemos.memory.control;

import static org.mnemos.memory.control.InstructionRule.rule;

import java.util.List;
import java.util.stream.Stream;

/**
 * Instructions addressed to an agent, in French, over the folded text: no accents, no apostrophes
 * ("l'utilisateur" reads "lutilisateur"). Imperative forms only (tutoiement and vouvoiement).
 */
final class FrenchInstructions {

    private static final String INSTRUCTIONS =
            "(?:instructions?|consignes?|directives?|regles|ordres|indications|prompts?|contexte)";
    private static final String EARLIER = "(?:precedentes?|anterieures?|ci dessus|davant|initiales?|originales?"
            + "|recues|donnees|du systeme|systeme)";
    private static final String IGNORE =
            "(?:ignore|ignorez|oublie|oubliez|neglige|negligez|ne tiens (?:pas|plus) compte"
                    + " (?:de|des|du)|ne tenez (?:pas|plus) compte (?:de|des|du)|fais abstraction (?:de|des)"
                    + "|faites abstraction (?:de|des)|laisse tomber|laissez tomber)";

    static final List<InstructionRule> RULES = Stream.concat(
                    InstructionRule.ignoring(
                            IGNORE, "(?:toutes|tous)", "(?:les|vos|tes|ces|la|le)", INSTRUCTIONS, EARLIER)
                            .stream(),
                    Stream.of(
                            rule(
                                    "ignore everything said before",
                                    "\\b" + IGNORE
                                            + " tout (?:ce qui precede|ce qui a ete dit|ce quon ta dit|ce quon vous a dit"
                                            + "|le reste|ce que tu sais)\\b"),
                            rule(
                                    "from now on",
                                    "\\b(?:a partir de maintenant|des maintenant|desormais|dorenavant|a partir daujourdhui)"
                                            + " (?:tu|vous|reponds|repondez|agis|agissez|ignore|ignorez|envoie|envoyez|transfere"
                                            + "|transferez|lassistant|lagent|lia|ne reponds|ne repondez)\\b"),
                            rule(
                                    "you are now someone else",
                                    "\\b(?:tu es|vous etes) (?:maintenant|desormais|a present|dorenavant)"
                                            + " (?:un|une|le|la|libre|sans|dan|en mode)\\b"),
                            rule(
                                    "new instructions",
                                    "\\b(?:nouvelles?|vraies?|veritables?|vraies|autres) " + INSTRUCTIONS + " ?:"),
                            rule("system prompt", "\\b(?:prompt|invite|consignes?) (?:du |de )?systeme\\b"),
                            rule(
                                    "do not tell the user",
                                    "\\bne (?:le |lui |leur |rien )?(?:dis|dites|mentionne|mentionnez|revele|revelez|signale"
                                            + "|signalez|dis rien|dites rien|previens|prevenez|informe|informez)"
                                            + " (?:\\w+ ){0,4}?(?:a )?(?:lutilisateur|lusager|loperateur|lhumain)\\b"),
                            rule(
                                    "do not tell the user",
                                    "\\bsans (?:le dire|rien dire|prevenir|informer|en informer|en parler|que)"
                                            + " (?:\\w+ ){0,2}?(?:a )?(?:lutilisateur|lusager|loperateur)\\b"),
                            rule(
                                    "send data to an outside address",
                                    "\\b(?:envoie|envoyez|transfere|transferez|transmets|transmettez|expedie|expediez|partage"
                                            + "|partagez|copie|copiez|televerse|televersez) (?:\\w+ ){0,6}?(?:donnees|historique"
                                            + "|conversations?|memoires?|souvenirs|fichiers|clients|mots de passe|identifiants"
                                            + "|secrets?|cles|emails|e mails|messages|contacts|enregistrements|dossiers)"
                                            + " (?:\\w+ ){0,5}?(?:a|vers|sur) (?:\\S*@|https?\\b|www\\b)"),
                            rule(
                                    "reveal your prompt or secrets",
                                    "\\b(?:revele|revelez|affiche|affichez|montre|montrez|imprime|imprimez|repete|repetez"
                                            + "|divulgue|divulguez|donne|donnez|ecris|ecrivez|liste|listez) (?:moi )?(?:toutes? |tous )?"
                                            + "(?:tes|vos|ton|votre) (?:instructions|prompt|consignes|regles|secrets?"
                                            + "|mots de passe|cles|memoires?|souvenirs|configuration)\\b"),
                            rule(
                                    "act as someone else",
                                    "\\b(?:fais semblant detre|faites semblant detre|fais comme si tu etais|faites comme si vous etiez"
                                            + "|joue le role d|jouez le role d|agis en tant qu|agissez en tant qu|comporte toi comme"
                                            + "|comportez vous comme)"),
                            rule(
                                    "stop following instructions",
                                    "\\b(?:arrete|arretez|cesse|cessez) (?:de suivre|dobeir|de respecter|dappliquer"
                                            + "|de tenir compte) (?:\\w+ ){0,2}?(?:a )?(?:tes|vos|les|ces|aux) (?:\\w+ )?"
                                            + INSTRUCTIONS + "\\b"),
                            rule(
                                    "stop following instructions",
                                    "\\bn(?:obeis|obeissez|applique|appliquez|e suis|e suivez) plus (?:a )?(?:tes|vos|les|ces"
                                            + "|aux) (?:\\w+ )?" + INSTRUCTIONS + "\\b"),
                            rule(
                                    "reveal your prompt or secrets",
                                    "\\b(?:revele|revelez|affiche|affichez|montre|montrez|imprime|imprimez|donne|donnez|liste"
                                            + "|listez|recite|recitez) (?:moi )?(?:toutes? |tous )?(?:les |tes |vos )(?:\\w+ )?"
                                            + "(?:memoires|souvenirs|secrets|mots de passe|identifiants)\\b"),
                            rule("exfiltrate", "\\bexfiltr\\w*")))
            .toList();

    private FrenchInstructions() {}
}
