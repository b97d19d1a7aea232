package org.mnemos.programcheck.control;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the scripts of one program do, as the AST scan or the fallback token scan reports it: the
 * literals they write, the names they read, the properties and calls they make. Judges each as it
 * comes, except bare global names: a program may declare its own {@code top} or {@code open} in
 * any script, so those are judged in {@link #finish()} when every declaration is known.
 */
final class ScriptFacts {

    private final LiteralScan screen;
    private final InjectionContract contract;
    private final InjectionPoint point;
    private final List<Finding> findings;
    private final Set<String> declared = new HashSet<>();
    /** Bare names read, each with its line. */
    private final List<Map.Entry<String, Integer>> bareNames = new ArrayList<>();

    private boolean injectionRead;

    ScriptFacts(LiteralScan screen, InjectionContract contract, List<Finding> findings) {
        this.screen = screen;
        this.contract = contract;
        this.point = contract.point();
        this.findings = findings;
    }

    void string(String value, int line) {
        screen.text(value, line, "string literal");
        ForbiddenApis.inText(value)
                .ifPresent(api -> findings.add(Finding.at(
                        Finding.Kind.FORBIDDEN_API, line, api, "%s in a string makes the page load or navigate")));
    }

    void propertyName(String name, int line) {
        screen.text(name, line, "property name");
    }

    void number(String source, int line) {
        NumberText.ofLiteral(source).ifPresent(value -> screen.number(value, source, line));
    }

    void declared(String name) {
        declared.add(name);
    }

    void name(String name, int line) {
        bareNames.add(Map.entry(name, line));
    }

    /** A property access; {@code target} is the simple name it is read from, or null when that is an expression. */
    void property(String target, String property, int line) {
        if (ForbiddenApis.isGlobalObject(target) && point.readBy(property)) {
            injectionRead = true;
        }
        ForbiddenApis.property(target, property).ifPresent(api -> forbidden(api, line));
    }

    /** A call of a method; {@code target} as for {@link #property}. */
    void methodCall(String target, String method, int line) {
        ForbiddenApis.call(target, method).ifPresent(api -> forbidden(api, line));
    }

    /** A call of a function or method by name whose first argument is the string {@code argument}. */
    void call(String function, String argument, int line) {
        if (point.readBy(function, argument)) {
            injectionRead = true;
        }
        if (ForbiddenApis.runsStrings(function)) {
            findings.add(
                    Finding.at(Finding.Kind.FORBIDDEN_API, line, function, "%s with a code string runs text as code"));
        }
    }

    /** An assignment to a property by name; {@code literal} is the string assigned, or null when it is computed. */
    void assigned(String property, String literal, int line) {
        if (UrlSinks.isProperty(property)) {
            urlSet(property, property, literal, line);
        }
    }

    /** A {@code setAttribute}/{@code setAttributeNS} call; {@code literal} as for {@link #assigned}. */
    void attributeSet(String attribute, String literal, int line) {
        if (UrlSinks.isAttribute(attribute)) {
            urlSet(attribute, "setAttribute('" + attribute + "')", literal, line);
        }
    }

    private void urlSet(String sink, String api, String literal, int line) {
        if (UrlSinks.alwaysRefused(sink)) {
            findings.add(Finding.at(
                    Finding.Kind.FORBIDDEN_API, line, api, "%s writes a document or a refresh into the page"));
        } else if (literal == null) {
            findings.add(Finding.at(
                    Finding.Kind.FORBIDDEN_API,
                    line,
                    api,
                    "%s is set to a computed URL, which can carry the data out of the page"));
        } else if (!"href".equalsIgnoreCase(sink) && UrlSinks.leavesThePage(literal, contract)) {
            findings.add(Finding.at(
                    Finding.Kind.EXTERNAL_RESOURCE, line, literal, "resource %s is not the bundled chart library"));
        }
    }

    void dataLiteral(String source, int line) {
        findings.add(Finding.at(Finding.Kind.DATA_LITERAL, line, source, "literal %s looks like embedded data"));
    }

    void forbidden(String api, int line) {
        findings.add(Finding.at(
                Finding.Kind.FORBIDDEN_API, line, api, "%s is a network or escape API a dashboard may not use"));
    }

    LiteralScan screen() {
        return screen;
    }

    /** Judges the bare names once all scripts are read; true when some script reads the injection point. */
    boolean finish() {
        for (Map.Entry<String, Integer> read : bareNames) {
            String name = read.getKey();
            if (declared.contains(name)) {
                continue;
            }
            if (point.readBy(name)) {
                injectionRead = true;
            } else if (ForbiddenApis.isGlobal(name)) {
                forbidden(name, read.getValue());
            }
        }
        return injectionRead;
    }
}
