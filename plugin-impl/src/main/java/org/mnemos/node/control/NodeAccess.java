package org.mnemos.node.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.mnemos.api.node.NodeContext;
import org.mnemos.security.control.Caller;
import org.mnemos.workspace.control.WorkspaceAccess;
import org.mnemos.workspace.entity.Role;

/** Every node's first check: the context's principal holds the role in the context's workspace. */
@ApplicationScoped
public class NodeAccess {

    @Inject
    WorkspaceAccess workspaces;

    public void require(NodeContext context, Role role, String action) {
        workspaces.require(
                new Caller(context.tenant(), context.principal(), context.roles()), context.workspace(), role, action);
    }
}
