// Add to the library module's build.gradle.kts
import com.vanniktech.maven.publish.SonatypeHost

plugins {
    kotlin("jvm") version "2.0.20"
    id("com.vanniktech.maven.publish") version "0.29.0"
}

group = "io.github.example"
version = providers.gradleProperty("VERSION_NAME").getOrElse("0.1.0-SNAPSHOT")

mavenPublishing {
    // credentials come from mavenCentralUsername / mavenCentralPassword
    // in ~/.gradle/gradle.properties or ORG_GRADLE_PROJECT_* env vars
    publishToMavenCentral(SonatypeHost.CENTRAL_PORTAL)
    signAllPublications()

    coordinates(group.toString(), "example-lib", version.toString())

    pom {
        name.set("example-lib")
        description.set("A short description of the library.")
        url.set("https://github.com/example/example-lib")
        licenses {
            license {
                name.set("The Apache License, Version 2.0")
                url.set("https://www.apache.org/licenses/LICENSE-2.0.txt")
            }
        }
        developers {
            developer {
                id.set("example")
                name.set("Example Dev")
            }
        }
        scm {
            url.set("https://github.com/example/example-lib")
            connection.set("scm:git:git://github.com/example/example-lib.git")
            developerConnection.set("scm:git:ssh://git@github.com/example/example-lib.git")
        }
    }
}
