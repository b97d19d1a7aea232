package org.mnemos.memory.control;

import static org.mnemos.memory.control.InstructionRule.rule;

import java.util.List;
import java.util.stream.Stream;

/**
 * Instructions addressed to an agent, in Spanish, over the folded text: no accents ("contraseñas" reads
 * "contrasenas"). Imperative forms only (tú, usted and ustedes).
 */
final class SpanishInstructions {

    private static final String INSTRUCTIONS =
            "(?:instrucciones|indicaciones|ordenes|reglas|directrices|directivas|mensajes|prompts?|consignas)";
    private static final String EARLIER =
            "(?:anteriores|previas|precedentes|de arriba|originales|iniciales" + "|del sistema|recibidas|dadas)";
    private static final String IGNORE = "(?:ignora|ignore|ignoren|olvida|olvide|olviden|omite|omita|descarta"
            + "|descarte|haz caso omiso (?:de|a)|no hagas caso (?:de|a)|desobedece|deja de seguir|deje de seguir)";

    static final List<InstructionRule> RULES = Stream.concat(
                    InstructionRule.ignoring(
                            IGNORE, "(?:todas|todos)", "(?:las|los|tus|sus|estas|esas)", INSTRUCTIONS, EARLIER)
                            .stream(),
                    Stream.of(
                            rule(
                                    "ignore everything said before",
                                    "\\b" + IGNORE
                                            + " todo lo (?:anterior|que (?:te|se|le) (?:dijeron|ha dicho|han dicho|dije))"),
                            rule(
                                    "from now on",
                                    "\\b(?:a partir de ahora|desde ahora|de ahora en adelante) (?:tu|eres|seras|responde\\w*"
                                            + "|contesta\\w*|actua\\w*|ignora\\w*|envia\\w*|manda\\w*|el asistente|el agente|la ia"
                                            + "|debes|no respondas)\\b"),
                            rule(
                                    "you are now someone else",
                                    "\\b(?:ahora eres|ahora tu eres|ya no eres|a partir de ahora eres) (?:un|una|el|la|libre|dan"
                                            + "|un asistente|una ia)\\b"),
                            rule("new instructions", "\\bnuevas " + INSTRUCTIONS + " ?:"),
                            rule("system prompt", "\\b(?:prompt|indicaciones|instrucciones) del sistema\\b"),
                            rule(
                                    "do not tell the user",
                                    "\\bno (?:le |les )?(?:digas|diga|digan|cuentes|cuente|informes|informe|menciones|mencione"
                                            + "|reveles|revele|avises|avise) (?:\\w+ ){0,3}?al? (?:usuario|usuarios|humano|operador)\\b"),
                            rule(
                                    "do not tell the user",
                                    "\\bsin (?:que (?:el|los) (?:usuario|usuarios) (?:lo )?(?:sepa|sepan|note|noten|se entere)"
                                            + "|avisar al usuario|informar al usuario|decirle al usuario)"),
                            rule(
                                    "send data to an outside address",
                                    "\\b(?:envia|envie|manda|mande|reenvia|reenvie|transfiere|transfiera|transmite|transmita"
                                            + "|comparte|comparta|sube|suba|copia|copie) (?:\\w+ ){0,6}?(?:datos|historial"
                                            + "|conversacion\\w*|memorias?|recuerdos|archivos|clientes|contrasenas|credenciales"
                                            + "|secretos|claves|correos|mensajes|contactos|registros) (?:\\w+ ){0,5}?a"
                                            + " (?:\\S*@|https?\\b|www\\b)"),
                            rule(
                                    "reveal your prompt or secrets",
                                    "\\b(?:revela|revele|muestra|muestrame|muestre|imprime|imprima|repite|repita|dime|digame|dame"
                                            + "|deme|escribe|lista) (?:me )?(?:todas |todos )?(?:tus|sus) (?:instrucciones"
                                            + "|indicaciones|reglas|secretos|contrasenas|claves|credenciales|memorias|recuerdos"
                                            + "|configuracion|prompt)\\b"),
                            rule(
                                    "act as someone else",
                                    "\\b(?:finge ser|finja ser|finge que eres|haz de cuenta que eres|actua como si fueras"
                                            + "|hazte pasar por|interpreta el papel de|juega el papel de)\\b"),
                            rule(
                                    "stop following instructions",
                                    "\\b(?:deja|deje|dejen|para|pare) de (?:seguir|obedecer|cumplir|respetar|aplicar)"
                                            + " (?:\\w+ ){0,2}?" + INSTRUCTIONS + "\\b"),
                            rule(
                                    "reveal your prompt or secrets",
                                    "\\b(?:muestra|muestrame|muestre|revela|revele|imprime|imprima|dame|deme|lista|ensena"
                                            + "|ensename) (?:me )?(?:todas |todos )?(?:las |los |tus |sus )?(?:\\w+ )?(?:memorias"
                                            + "|recuerdos|secretos|contrasenas|credenciales)\\b"),
                            rule("exfiltrate", "\\bexfiltr\\w*")))
            .toList();

    private SpanishInstructions() {}
}
