package org.mnemos.node.control;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.mnemos.api.node.NodeType;
import org.mnemos.api.node.WorkflowNode;

/**
 * All five nodes, each with its published descriptor. A node is available when a CDI bean
 * implements it; otherwise it is still listed, so designers can show what is coming, but it
 * cannot be executed.
 */
@ApplicationScoped
public class NodeCatalog {

    @Inject
    @Any
    Instance<WorkflowNode> implementations;

    private List<CatalogEntry> entries;

    @PostConstruct
    void load() {
        Map<String, WorkflowNode> byId = implementations.stream()
                .collect(Collectors.toMap(node -> node.descriptor().id(), Function.identity()));
        entries = Arrays.stream(NodeType.values())
                .map(type -> {
                    var descriptor = DescriptorReader.read(type);
                    return new CatalogEntry(
                            type,
                            descriptor,
                            InputSchema.compile(descriptor.properties()),
                            Optional.ofNullable(byId.get(type.id())));
                })
                .toList();
    }

    public List<CatalogEntry> all() {
        return entries;
    }

    public Optional<CatalogEntry> find(String idOrShortName) {
        return NodeType.fromIdOrShortName(idOrShortName)
                .flatMap(type ->
                        entries.stream().filter(entry -> entry.type() == type).findFirst());
    }
}
