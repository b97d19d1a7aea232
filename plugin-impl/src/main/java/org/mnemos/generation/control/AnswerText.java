package org.mnemos.generation.control;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.mnemos.dashboard.entity.ArtifactForm;

/** The content inside a model's answer: models like to wrap it in a markdown fence, with or without a language. */
final class AnswerText {

    private static final Pattern FENCED = Pattern.compile("(?s)^\\s*```[\\w-]*[ \\t]*\\R(.*?)\\R?```\\s*$");

    private AnswerText() {}

    static String content(String answer, ArtifactForm form) {
        Matcher fenced = FENCED.matcher(answer);
        String content = fenced.matches() ? fenced.group(1) : answer;
        return form == ArtifactForm.PROGRAM ? content.strip() + "\n" : content.strip();
    }
}
