package org.mnemos.memory.control;

import static org.mnemos.memory.control.InstructionRule.command;
import static org.mnemos.memory.control.InstructionRule.rule;

import java.util.List;

/**
 * Instructions addressed to an agent, in English. They look for the imperative form: "always send … to …" is
 * flagged, "the team always sends …" is not.
 */
final class EnglishInstructions {

    /** Words before a verb that make it a statement about someone else, not a command. */
    private static final String NOT_COMMANDING = "will|would|can|could|may|might|should|shall|must"
            + "|to|they|we|he|she|it|i|who|which|that|cannot|also|not|the|a|an";

    private static final String INSTRUCTIONS = "(?:instructions?|prompts?|directions?|directives?|rules"
            + "|guidelines|guidance|commands?|context|messages?|orders|constraints|policies|restrictions)";
    private static final String EARLIER = "(?:all|any|every|your|previous|prior|above|earlier|preceding"
            + "|foregoing|original|initial|existing|system|developer|safety)";

    static final List<InstructionRule> RULES = List.of(
            rule(
                    "ignore previous instructions",
                    "\\b(?:ignore|forget|skip|bypass|discard|drop|abandon|set aside|put aside|pay no attention to) (?:(?:the|of|these|those|my) )*"
                            + "(?:" + EARLIER + " )+" + INSTRUCTIONS + "\\b"),
            rule(
                    "ignore everything said before",
                    "\\b(?:ignore|forget|disregard) (?:everything|anything|all|any (?:\\w+ )?(?:input|text|content))"
                            + " (?:above|before|below|previously|prior|said|you know|you (?:were|have been) told)\\b"),
            rule(
                    "ignore previous instructions",
                    command("ignore", NOT_COMMANDING) + " (?:all )?(?:instructions|prompts|directives)\\b"
                            + "(?! (?:on|for|from|of|in|at)\\b)"),
            rule(
                    "disregard earlier instructions",
                    command("disregard", NOT_COMMANDING) + "(?: \\w+){0,3}? " + "(?:" + INSTRUCTIONS
                            + "|above|previous|prior|earlier|before|everything|system|told)\\b"),
            rule(
                    "override instructions or safeguards",
                    command("override", NOT_COMMANDING) + " (?:(?:all|any|the|your"
                            + "|previous|prior|safety|security|system|default|existing|these|those) )*(?:"
                            + INSTRUCTIONS
                            + "|settings|filters|safeguards|permissions|controls|guardrails|protections)\\b"),
            rule(
                    "from now on",
                    "\\b(?:from now on|from here on|from this point on|henceforth|hereafter) (?:you\\w*|always|never|only|ignore|respond|reply|answer|act"
                            + "|behave|say|speak|call|treat|use|send|forward|pretend|refer|tell|do not|dont"
                            + "|the assistant|the agent|the ai|assistant|agent)\\b"),
            rule(
                    "always send data somewhere",
                    command("(?:always|automatically|secretly|silently|quietly)", NOT_COMMANDING)
                            + " (?:send|forward|email|mail|copy|cc|bcc|post|upload|share|transmit|leak|submit)\\b"
                            + ".{0,80}?\\bto\\b"),
            rule(
                    "send data to an outside address",
                    "\\b(?:send|forward|email|post|upload|transmit|leak|share)"
                            + " (?:\\w+ ){0,5}?(?:conversation|chat|history|memory|memories|data|credentials|passwords?"
                            + "|secrets?|keys?|tokens?|files?|emails?|messages?|contacts|records) (?:\\w+ ){0,4}?"
                            + "to (?:\\S*@|https?\\b|www\\b)"),
            rule(
                    "from now on",
                    "\\byou (?:must|should|will|shall|are to|have to|need to|are required to)"
                            + " (?:now|henceforth|instead|from now on)\\b(?: \\w+){0,2}? (?:reply|respond|answer|say|output"
                            + "|print|write|begin|start|act|behave|obey|follow|ignore|reveal)\\b"),
            rule(
                    "dictate every answer",
                    "\\byour (?:sole|only|single|one|default) (?:response|reply|answer|output|word)"
                            + " (?:from now on |from now |now |henceforth )?(?:is|will be|must be|should be|shall be)\\b"),
            rule(
                    "demand a tool call",
                    command("(?:call|invoke|trigger)", NOT_COMMANDING) + " (?:the )?(?:\\w+ ){1,3}?tool\\b"),
            rule(
                    "demand a tool call",
                    "\\b(?:immediately|now|silently|first|you must|please) (?:call|invoke|run|execute|trigger)"
                            + " (?:the )?(?:\\w+ ){1,3}?(?:tool|function|command)\\b"),
            rule("exfiltrate", "\\bexfiltrat\\w*"),
            rule(
                    "you are now someone else",
                    "\\byou are now (?!(?:a |an )?(?:member|subscriber|customer"
                            + "|registered|subscribed|enrolled|logged|signed|connected|eligible|part|ready|able)\\b)"
                            + "(?:a|an|no longer|free|unrestricted|jailbroken|called|named|acting|operating|my|dan"
                            + "|in (?:\\w+ )?mode)\\b"),
            rule(
                    "you are no longer bound",
                    "\\byou are no longer (?:bound|restricted|limited|required|an ai"
                            + "|an assistant|a language model)\\b"),
            rule(
                    "new instructions",
                    "\\b(?:new|updated|revised|real|actual|true|hidden|secret|important"
                            + "|additional|urgent) (?:system )?(?:instructions?|directives?|rules|prompt|orders|task) ?:"),
            rule(
                    "your new task",
                    "\\byour (?:new|real|actual|true|only) (?:task|job|goal|role|purpose|objective"
                            + "|instructions?) (?:is|are|will be) (?:to|now|from now|as follows|:)"),
            rule("system prompt", "\\bsystem prompt\\b"),
            rule(
                    "do not tell the user",
                    "\\b(?:do not|dont|never|without) (?:tell|inform|notify|alert|mention"
                            + "|reveal|show|let)\\w* (?:(?:this|it|that|anything) )?(?:to )?(?:the |your )?"
                            + "(?:user|users|human|operator|owner)\\b"),
            rule("reveal your prompt or secrets", "\\breveal (?:to me |me )?(?:all )?(?:of )?your\\b"),
            rule(
                    "reveal your prompt or secrets",
                    "\\b(?:print|output|repeat|show|display|dump|leak|disclose"
                            + "|tell me|list) (?:me )?(?:all )?(?:of )?your (?:\\w+ )?(?:prompt|instructions|rules"
                            + "|system|memory|memories|secrets?|passwords?|keys|api keys?|private keys?|credentials|configuration"
                            + "|guidelines)\\b"),
            rule(
                    "act as someone else",
                    "(?:\\byou (?:must|should|will|shall|need to|have to|are to) act as|"
                            + command("act as", NOT_COMMANDING)
                            + ") (?:if |though )?(?:a|an|my|the|root|admin|administrator|dan"
                            + "|system|developer)\\b"),
            rule("act as someone else", "\\b(?:pretend (?:to be|you are|that you are)|roleplay as)\\b"),
            rule(
                    "stop following instructions",
                    "\\b(?:stop|quit|cease|no longer|do not|dont|never) (?:following|follow|obeying|obey|applying"
                            + "|apply|listening to|adhering to|adhere to|complying with|comply with)"
                            + " (?:(?:all|any|the|your|these|those) )*(?:(?:" + EARLIER
                            + "|current|old|given|above) (?:\\w+ )?" + INSTRUCTIONS + "|" + INSTRUCTIONS
                            + " (?:you (?:were|have been) given|you received|given to you|above))\\b"),
            rule(
                    "reveal your prompt or secrets",
                    "\\b(?:print|output|dump|reveal|repeat|show|display|list|export|spell out|write out)"
                            + " (?:me |out )?(?:all|every|each|the entire|the whole|the complete|everything in)"
                            + " (?:of )?(?:the |your |stored |saved )*(?:memories|memory|conversation history"
                            + "|chat history|secrets|credentials|passwords|api keys|prompt|instructions)\\b"),
            rule(
                    "reveal your prompt or secrets",
                    "\\b(?:print|output|dump|reveal|repeat|show|display|list|export|echo|spell out|write out)"
                            + " (?:me |out )?(?:everything|all|anything) (?:that )?you (?:remember|know|have stored"
                            + "|have saved|were told|have been told)\\b"),
            rule(
                    "reveal your prompt or secrets",
                    "\\b(?:repeat|print|output|dump|echo|reveal) (?:me |out )?(?:all |everything |the (?:\\w+ )?(?:text"
                            + "|words|content|instructions|prompt|requirements|messages?) )(?:above|so far|before this"
                            + "|prior to this)\\b"),
            rule(
                    "reveal your prompt or secrets",
                    "\\b(?:convert|translate|rephrase|reformat|format|summari[sz]e|rewrite|write|print|output|repeat"
                            + "|list|explain|describe|encode|return|recite|restate|tell me) (?:me |out |back )?(?:\\w+ )?"
                            + "(?:all |each |every )?(?:of )?(?:the )?(?:(?:your|previous|prior|above|initial|original|hidden"
                            + "|system|earlier|preceding|foregoing) )+(?:\\w+ )?" + INSTRUCTIONS + "\\b"),
            rule(
                    "reveal your prompt or secrets",
                    "\\b(?:convert|translate|rephrase|reformat|format|summari[sz]e|rewrite|print|output|repeat|list"
                            + "|recite|restate|tell me|what (?:are|were)) (?:me |out |back )?(?:all |each |every )?(?:of )?"
                            + "(?:the )?(?:\\w+ )?" + INSTRUCTIONS + " (?:above|so far|you (?:were|have been) given"
                            + "|(?:with which )?you (?:were|have been) (?:told|informed|instructed))\\b"),
            rule(
                    "fake prompt boundary",
                    "\\b(?:end|begin|start) (?:of )?(?:the )?(?:untrusted )?(?:user (?:input|ambiguity|message|prompt)"
                            + "|system (?:prompt|message)|(?:old|out of date|outdated|previous|original|distractor|fake"
                            + "|real|new|hidden) instructions)\\b"),
            rule(
                    "keep instructions but obey new ones",
                    "\\b(?:keep|retain|maintain) (?:your (?:\\w+ )?|(?:the |all )?(?:previous|prior) )" + INSTRUCTIONS
                            + "(?: \\w+){0,3}? but\\b"),
            rule("jailbreak", "\\b(?:jailbreak\\w*|dan mode|developer mode|do anything now)\\b"));

    private EnglishInstructions() {}
}
