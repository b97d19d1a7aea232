package org.mnemos.artifact.entity;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mnemos.platform.Json;

/**
 * A bounded stack of draft contents, newest last, kept as a JSON array in one column so that a draft
 * and its history are read and written together. Pushing onto a full stack drops the oldest content:
 * the bound is the seed's "undo 10", and it keeps a draft row small however long an editor works.
 */
public record EditStack(List<String> contents) {

    public static final int BOUND = 10;
    private static final TypeReference<List<String>> LIST = new TypeReference<>() {};

    public EditStack {
        contents = List.copyOf(contents);
    }

    public static EditStack empty() {
        return new EditStack(List.of());
    }

    public static EditStack parse(String json) {
        try {
            return json == null ? empty() : new EditStack(Json.mapper().readValue(json, LIST));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A stored edit stack is not a JSON array of strings", e);
        }
    }

    public EditStack push(String content) {
        List<String> next = new ArrayList<>(contents);
        next.add(content);
        return new EditStack(next.size() > BOUND ? next.subList(next.size() - BOUND, next.size()) : next);
    }

    /** The newest content, or empty when there is none. */
    public Optional<String> top() {
        return contents.isEmpty() ? Optional.empty() : Optional.of(contents.get(contents.size() - 1));
    }

    public EditStack pop() {
        return contents.isEmpty() ? this : new EditStack(contents.subList(0, contents.size() - 1));
    }

    public int size() {
        return contents.size();
    }

    public String json() {
        try {
            return Json.mapper().writeValueAsString(contents);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
