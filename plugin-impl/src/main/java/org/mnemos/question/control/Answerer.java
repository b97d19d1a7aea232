package org.mnemos.question.control;

import java.util.List;
import org.mnemos.memory.control.ComposedPrompt;
import org.mnemos.question.entity.Answer;
import org.mnemos.question.entity.Citation;

/** Turns what a question matched into an answer: offline by the values themselves, or in a model's prose. */
public interface Answerer {

    /**
     * @param cited  what the question matched, deterministically: the citations of the answer
     * @param prompt the composed prompt of the question, for a model
     */
    Answer answer(DashboardFacts facts, List<Citation> cited, ComposedPrompt prompt);
}
