package org.mnemos.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class DatabaseTest {

    @Test
    void aPrintedUrlKeepsEverythingButThePassword() {
        assertThat(Database.withoutPassword(
                        "jdbc:postgresql://db:5432/mnemos?user=app&password=s3cr3t&sslmode=require"))
                .isEqualTo("jdbc:postgresql://db:5432/mnemos?user=app&password=***&sslmode=require");
        assertThat(Database.withoutPassword("jdbc:postgresql://db/mnemos?PASSWORD=s3cr3t"))
                .isEqualTo("jdbc:postgresql://db/mnemos?PASSWORD=***");
        assertThat(Database.withoutPassword("jdbc:postgresql://app:s3cr3t@db/mnemos"))
                .isEqualTo("jdbc:postgresql://app:***@db/mnemos");
    }

    @Test
    void aUrlWithoutPasswordIsPrintedAsItIs() {
        assertThat(Database.withoutPassword("jdbc:postgresql://localhost:5432/mnemos"))
                .isEqualTo("jdbc:postgresql://localhost:5432/mnemos");
    }
}
