package org.mnemos.workspace.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.platform.Problem;
import org.mnemos.platform.ProblemException;
import org.mnemos.screening.control.JsonScreen;
import org.mnemos.screening.control.SecretFixtures;
import org.mnemos.screening.control.SecretScreen;
import org.mnemos.security.control.Caller;
import org.mnemos.workspace.entity.Role;

/**
 * A workspace's name is listed to every member and a member id is audited with all the member does: a credential in
 * either is refused before anything is stored (no entity manager is given: reaching the store would fail otherwise).
 */
class WorkspacesTest {

    private static final String GITHUB = "ghp_" + SecretFixtures.mixed(36);
    private static final Caller ALICE = new Caller("acme", "alice", Set.of());

    private final Workspaces workspaces = new Workspaces();

    WorkspacesTest() {
        workspaces.screen = new JsonScreen(new SecretScreen());
    }

    @Test
    void aNameHoldingATokenIsRefusedAtItsPointerWithoutTheValue() {
        Problem refused = refusal(() -> workspaces.create(ALICE, "sales " + GITHUB));

        assertThat(refused.code()).isEqualTo(ErrorCode.SECRET_DETECTED);
        assertThat(refused.errors()).singleElement().satisfies(error -> {
            assertThat(error.pointer()).isEqualTo("/name");
            assertThat(error.message()).contains("rule github-token").doesNotContain(GITHUB);
        });
        assertThat(refused.detail()).doesNotContain(GITHUB);
    }

    @Test
    void aMemberIdHoldingACredentialIsRefusedAtItsPointer() {
        Problem token = refusal(() -> workspaces.setMember("ws", GITHUB, Role.VIEWER));
        Problem disclosed = refusal(() -> workspaces.setMember("ws", "bob's password is Tr0ub4dor&3x!", Role.VIEWER));

        assertThat(token.errors())
                .singleElement()
                .satisfies(error -> assertThat(error.pointer()).isEqualTo("/user"));
        assertThat(disclosed.errors())
                .singleElement()
                .satisfies(error -> assertThat(error.message()).contains("credential-disclosure"));
    }

    private static Problem refusal(Runnable write) {
        Throwable refused = catchThrowable(write::run);
        assertThat(refused).as("refused before the store").isInstanceOf(ProblemException.class);
        return ((ProblemException) refused).problem();
    }
}
