package org.mnemos.node.control;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.api.node.NodeType;
import org.mnemos.platform.Json;

/**
 * Reads the descriptor a node publishes from {@code META-INF/mnemos/nodes/<short-name>.json}. Its
 * {@code errors} are catalogue codes (Jackson refuses any other) and must agree with the catalogue on
 * whether retrying helps, so a host routing on {@code retryable} and a client reading the problem agree.
 */
public final class DescriptorReader {

    private DescriptorReader() {}

    public static NodeDescriptor read(NodeType type) {
        String resource = "META-INF/mnemos/nodes/" + type.shortName() + ".json";
        try (InputStream in = DescriptorReader.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("Missing node descriptor " + resource);
            }
            NodeDescriptor descriptor = Json.mapper().readValue(in, NodeDescriptor.class);
            if (!descriptor.id().equals(type.id())) {
                throw new IllegalStateException(resource + " describes " + descriptor.id() + ", not " + type.id());
            }
            descriptor.errors().stream()
                    .filter(error -> error.retryable() != error.code().retryable())
                    .findFirst()
                    .ifPresent(error -> {
                        throw new IllegalStateException(resource + " says " + error.code() + " is "
                                + (error.retryable() ? "" : "not ") + "retryable; the error catalogue says otherwise");
                    });
            return descriptor;
        } catch (IOException e) {
            throw new UncheckedIOException("Unreadable node descriptor " + resource, e);
        }
    }
}
