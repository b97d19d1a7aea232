package org.mnemos.platform;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.ejb.EJBException;
import jakarta.persistence.PersistenceException;
import jakarta.resource.ResourceException;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;
import org.mnemos.api.error.ErrorCode;

/** Which failures are a database outage, however deep they are wrapped, and what is answered then. */
class DatabaseOutageTest {

    @Test
    void aRefusedConnectionUnderJpaAndEjbWrappersIsAnOutage() {
        SQLException refused = new SQLException("Connection to localhost:5432 refused", "08001");
        Throwable wrapped = new EJBException(new PersistenceException("Exception [EclipseLink-4002]", refused));

        assertThat(DatabaseOutage.answer(wrapped))
                .hasValueSatisfying(problem -> assertThat(problem.code()).isEqualTo(ErrorCode.DATABASE_UNAVAILABLE));
    }

    @Test
    void aShutdownOrAPoolThatCannotHandOutAConnectionIsAnOutage() {
        assertThat(DatabaseOutage.answer(
                        new SQLException("terminating connection due to administrator command", "57P01")))
                .isPresent();
        assertThat(DatabaseOutage.answer(new SQLException("the database system is starting up", "57P03")))
                .isPresent();
        SQLException pool = new SQLException(
                "Error in allocating a connection",
                new ResourceException("In-use connections equal max-pool-size and expired max-wait-time"));
        assertThat(DatabaseOutage.answer(pool)).isPresent();
    }

    @Test
    void otherDatabaseErrorsAndOtherFailuresAreNot() {
        assertThat(DatabaseOutage.answer(new PersistenceException(new SQLException("duplicate key", "23505"))))
                .isEmpty();
        assertThat(DatabaseOutage.answer(new SQLException("no state"))).isEmpty();
        assertThat(DatabaseOutage.answer(new IllegalStateException("bug"))).isEmpty();
        assertThat(DatabaseOutage.answer(null)).isEmpty();
    }

    @Test
    void theAnswerIsARetryable503WithRetryAfter() {
        Problem problem =
                DatabaseOutage.answer(new SQLException("gone", "08006")).orElseThrow();

        assertThat(problem.status()).isEqualTo(503);
        assertThat(problem.retryAfterSeconds()).hasValue(5);
        assertThat(Problem.of(ErrorCode.INTERNAL_ERROR, "x").retryAfterSeconds())
                .isEmpty();
        assertThat(ErrorCode.DATABASE_UNAVAILABLE.retryable()).isTrue();
    }
}
