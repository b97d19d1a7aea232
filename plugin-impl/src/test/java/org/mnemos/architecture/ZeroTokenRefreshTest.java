package org.mnemos.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;
import org.mnemos.artifact.control.Generating;
import org.mnemos.generation.control.ArtifactGenerator;

/**
 * Zero tokens is a guarantee (issue 11): the refresh path, and what runs after each refresh (threshold alerts,
 * subscription mails, issue 30), cannot reach a generator or a language model.
 */
class ZeroTokenRefreshTest {

    @Test
    void nothingInRefreshDependsOnAGeneratorOrALanguageModel() {
        noClasses()
                .that()
                .resideInAnyPackage("org.mnemos.refresh..", "org.mnemos.notify..")
                .should()
                .dependOnClassesThat()
                .areAssignableTo(ArtifactGenerator.class)
                .orShould()
                .dependOnClassesThat()
                .belongToAnyOf(Generating.class)
                .orShould()
                .dependOnClassesThat()
                .resideInAnyPackage("org.mnemos.llm..", "dev.langchain4j..")
                .check(new ClassFileImporter()
                        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                        .importPackages("org.mnemos"));
    }
}
