package org.mnemos.benchmarks;

import dev.langchain4j.store.embedding.filter.Filter;
import dev.langchain4j.store.embedding.filter.MetadataFilterBuilder;
import java.util.Set;
import java.util.function.IntPredicate;
import org.mnemos.retrieval.entity.SearchRequest;

/**
 * One query shape: a workspace and optionally a category, expressed three ways (a Lucene request,
 * a LangChain4j metadata filter and a predicate over entry numbers for the ground truth).
 */
record QueryCase(String name, String workspace, String category, IntPredicate member, double selectivity) {

    static QueryCase wholeWorkspace(int workspaces) {
        return new QueryCase(workspaces == 1 ? "one workspace" : "1 of " + workspaces + " workspaces", "ws-0", null,
                i -> i % workspaces == 0, 1.0 / workspaces);
    }

    static QueryCase category(String category, double selectivity) {
        return new QueryCase("category " + Math.round(selectivity * 100) + " %", "ws-0", category,
                i -> Workload.category(i).equals(category), selectivity);
    }

    SearchRequest request(String text, float[] vector) {
        SearchRequest request = SearchRequest.of(Workload.TENANT, workspace, text, vector, 10, Workload.now());
        return category == null ? request : request.withCategories(Set.of(category));
    }

    /** Null when the case needs no filter: the peer then scans without testing metadata. */
    Filter peerFilter(boolean singleWorkspace) {
        Filter inWorkspace = singleWorkspace ? null : MetadataFilterBuilder.metadataKey("workspace").isEqualTo(workspace);
        if (category == null) {
            return inWorkspace;
        }
        Filter inCategory = MetadataFilterBuilder.metadataKey("category").isEqualTo(category);
        return inWorkspace == null ? inCategory : inWorkspace.and(inCategory);
    }
}
