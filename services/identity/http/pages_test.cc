#include "services/identity/http/pages.h"

#include "gtest/gtest.h"
#include "services/identity/http/http_support.h"

namespace kadry::identity {
namespace {

TEST(PagesTest, LoginPageIsPolishByDefaultAndEscapesInput) {
  const std::string html = LoginPage({PageLanguage(""), "req-1", "csrf-1", "<script>", ""});
  EXPECT_NE(html.find("lang=\"pl\""), std::string::npos);
  EXPECT_NE(html.find("Zaloguj się"), std::string::npos);
  EXPECT_NE(html.find("&lt;script&gt;"), std::string::npos);
  EXPECT_EQ(html.find("<script>"), std::string::npos);
  EXPECT_NE(html.find("name=\"csrf\" value=\"csrf-1\""), std::string::npos);
  EXPECT_NE(html.find("English"), std::string::npos);
}

TEST(PagesTest, LoginPageSpeaksEnglishOnRequest) {
  const std::string html = LoginPage({PageLanguage("en-GB"), "r", "c", "", "bad_credentials"});
  EXPECT_NE(html.find("Incorrect user name or password."), std::string::npos);
  EXPECT_NE(html.find("Polski"), std::string::npos);
}

TEST(HttpSupportTest, WithQueryEncodesAndSkipsEmptyValues) {
  EXPECT_EQ(WithQuery("http://localhost:8080/cb", {{"code", "a b"}, {"state", ""}}),
            "http://localhost:8080/cb?code=a%20b");
  EXPECT_EQ(WithQuery("http://x/cb?client=1", {{"state", "s&t"}}), "http://x/cb?client=1&state=s%26t");
}

TEST(CookieTest, CookiesAreSecureBehindHttpsOnly) {
  const std::string plain = CookieHeader("kadry_sid", "v", 60, true, "/", false);
  EXPECT_EQ(plain, "kadry_sid=v; Path=/; Max-Age=60; SameSite=Lax; HttpOnly");
  const std::string https = CookieHeader("kadry_opbs", "v", 60, false, "/", true);
  EXPECT_NE(https.find("; Secure"), std::string::npos);
  EXPECT_EQ(https.find("HttpOnly"), std::string::npos);
}

// The app's "Aplikacje" entry leads to the provider's home: it must not be a blank 404.
TEST(PagesTest, TheProvidersHomeListsTheApplicationsInPolish) {
  const std::string page = AppsPage("pl", "http://localhost:8080", "http://localhost:8081/zmiana-hasla");
  EXPECT_NE(page.find("<title>Aplikacje"), std::string::npos) << page;
  EXPECT_NE(page.find("href=\"http://localhost:8080\""), std::string::npos);
  EXPECT_NE(page.find("Zmień hasło"), std::string::npos);
  EXPECT_NE(AppsPage("en", "x", "y").find("Applications"), std::string::npos);
}

TEST(PagesTest, LogoutConfirmationPostsBackWithItsCsrfToken) {
  const std::string html = LogoutConfirmPage({"en", "csrf-9", "kadry-web", "http://app/\"x", "s"});
  EXPECT_NE(html.find("method=\"post\" action=\"/end-session\""), std::string::npos);
  EXPECT_NE(html.find("name=\"csrf\" value=\"csrf-9\""), std::string::npos);
  EXPECT_NE(html.find("http://app/&quot;x"), std::string::npos);
}

}  // namespace
}  // namespace kadry::identity
