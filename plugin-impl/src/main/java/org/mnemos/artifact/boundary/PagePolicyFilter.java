package org.mnemos.artifact.boundary;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.ext.Provider;
import org.mnemos.artifact.control.PagePolicy;

/**
 * A render URL answers with a Content-Security-Policy whatever happens: a rendered page brings its own
 * (with its nonce); a problem, an authentication failure included, gets the policy that lets nothing run,
 * so that no answer of these URLs is ever a page without a policy.
 */
@Provider
@PagePolicyHeader
public class PagePolicyFilter implements ContainerResponseFilter {

    static final String HEADER = "Content-Security-Policy";

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (!response.getHeaders().containsKey(HEADER)) {
            response.getHeaders().putSingle(HEADER, PagePolicy.withoutScripts());
        }
    }
}
