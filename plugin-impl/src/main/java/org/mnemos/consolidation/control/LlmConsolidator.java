package org.mnemos.consolidation.control;

import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.ChatModel;
import java.util.List;
import java.util.logging.Logger;
import java.util.stream.IntStream;
import org.mnemos.screening.control.SecretScreen;

/**
 * Summarises a group with a language model. Statements holding a credential are never sent (the
 * write-time screen should have kept them out of memory already). When the model fails or answers
 * nothing, the offline consolidator writes the group instead: consolidation never fails the job.
 * Warnings name the failure, never the statements or the key.
 */
final class LlmConsolidator implements Consolidator {

    static final String INSTRUCTION = "Merge the numbered statements into one concise factual statement. "
            + "Keep every fact they share and do not add, infer or guess any fact that is not stated in them. "
            + "Answer with the statement only, in at most " + CentralSentences.MAX_LENGTH + " characters.";
    private static final Logger LOG = Logger.getLogger(LlmConsolidator.class.getName());

    private final ChatModel model;
    private final Consolidator offline;
    private final SecretScreen secrets;

    LlmConsolidator(ChatModel model, Consolidator offline, SecretScreen secrets) {
        this.model = model;
        this.offline = offline;
        this.secrets = secrets;
    }

    @Override
    public String consolidate(List<String> contents, List<float[]> vectors) {
        List<Integer> clean = IntStream.range(0, contents.size())
                .filter(i -> secrets.find(contents.get(i)).isEmpty())
                .boxed()
                .toList();
        if (clean.size() < contents.size()) {
            LOG.warning(() -> (contents.size() - clean.size()) + " statement(s) of a consolidation group hold a"
                    + " credential and are left out of the summary");
        }
        if (clean.isEmpty()) {
            return offline.consolidate(contents, vectors);
        }
        List<String> statements = clean.stream().map(contents::get).toList();
        List<float[]> kept = clean.stream().map(vectors::get).toList();
        try {
            String answer = model.chat(SystemMessage.from(INSTRUCTION), UserMessage.from(numbered(statements)))
                    .aiMessage()
                    .text();
            if (answer == null || answer.isBlank()) {
                return fallBack("the model answered nothing", statements, kept);
            }
            if (secrets.find(answer).isPresent()) {
                return fallBack("the answer holds a credential", statements, kept);
            }
            return bounded(answer.strip());
        } catch (RuntimeException e) {
            return fallBack(e.getClass().getSimpleName(), statements, kept);
        }
    }

    static String numbered(List<String> statements) {
        StringBuilder text = new StringBuilder("Statements:");
        for (int i = 0; i < statements.size(); i++) {
            text.append('\n')
                    .append(i + 1)
                    .append(". ")
                    .append(statements.get(i).strip());
        }
        return text.toString();
    }

    /** Cut at the last sentence end (else word break) that fits, so a runaway answer stays a readable entry. */
    static String bounded(String answer) {
        if (answer.length() <= CentralSentences.MAX_LENGTH) {
            return answer;
        }
        String head = answer.substring(0, CentralSentences.MAX_LENGTH);
        int sentence = head.lastIndexOf(". ");
        if (sentence > 0) {
            return head.substring(0, sentence + 1);
        }
        int word = head.lastIndexOf(' ');
        return (word > 0 ? head.substring(0, word) : head).strip();
    }

    private String fallBack(String why, List<String> statements, List<float[]> vectors) {
        LOG.warning(() -> "The language model did not summarise a consolidation group (" + why
                + "); the offline consolidator wrote it");
        return offline.consolidate(statements, vectors);
    }
}
