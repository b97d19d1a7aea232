package org.mnemos.memory.control;

import java.util.List;
import java.util.stream.Stream;

/**
 * The classic override in Italian and Portuguese, over the folded text (no accents: "instruções" reads
 * "instrucoes"): ignore the earlier instructions, from now on you …, show all memories. Imperative forms only; the
 * other languages have fuller sets because the attacks seen so far were written in them.
 */
final class ItalianPortugueseInstructions {

    static final List<InstructionRule> RULES = Stream.concat(
                    InstructionRule.override(
                            "(?:ignora|ignorate|ignori|dimentica|dimenticate|dimentichi|trascura|trascurate)",
                            "(?:tutte|tutti) (?:le |tue |sue |le tue |le sue )?",
                            "(?:istruzioni|indicazioni|regole|direttive|consegne|prompt)",
                            "(?:precedenti|iniziali|originali|di sistema|ricevute|date)",
                            "(?:da ora in poi|dora in poi|da adesso in poi|dora in avanti) (?:tu|sei|rispondi|ignora"
                                    + "|invia|agisci|devi)",
                            "(?:mostra|mostrami|rivela|stampa|elenca|dammi) (?:tutte |tutti )?(?:le |i |tue |tuoi )?"
                                    + "(?:\\w+ )?(?:memorie|ricordi|segreti|password|credenziali|istruzioni)")
                            .stream(),
                    InstructionRule.override(
                            "(?:ignore|ignora|ignorem|esqueca|esquece|esquecam|desconsidere|desconsidera)",
                            "(?:todas|todos) (?:as |suas |tuas |essas |estas )?",
                            "(?:instrucoes|indicacoes|regras|diretrizes|ordens|prompts?)",
                            "(?:anteriores|previas|iniciais|originais|do sistema|recebidas|dadas)",
                            "(?:a partir de agora|de agora em diante|daqui em diante) (?:voce|tu|responda|responde"
                                    + "|ignore|envie|aja|deve)",
                            "(?:mostre|mostra|revele|revela|imprima|liste|me de) (?:todas |todos )?(?:as |os |suas"
                                    + " |seus )?(?:\\w+ )?(?:memorias|lembrancas|segredos|senhas|credenciais|instrucoes)")
                            .stream())
            .toList();

    private ItalianPortugueseInstructions() {}
}
