// The dependency rules of docs/architecture.md §2, checked on the includes of every C++
// file of the tree (the web app has the same kind of test in web/src/app/__tests__):
//   1. a service's domain/ includes only the standard library, abseil, its own domain/ and
//      services/common/digest.h, problem.h, usernames.h and polish_calendar.h: rules stay pure, testable
//      without I/O;
//   2. a store includes no generated API header: stores return records, the proto
//      mapping lives in one file per service;
//   3. no service includes another service's code (only services/common and proto/);
//   4. the gateway includes no service code but services/common.
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"

namespace kadry {
namespace {

struct SourceFile {
  std::string path;                   // relative to the repository root
  std::vector<std::string> includes;  // the quoted includes, as written
};

// "services/absences/domain/x.h" -> "absences"; "" outside services/.
std::string ServiceOf(const std::string& path) {
  if (!absl::StartsWith(path, "services/")) return "";
  const size_t end = path.find('/', 9);
  return end == std::string::npos ? "" : path.substr(9, end - 9);
}

std::vector<std::string> RuleViolations(const std::vector<SourceFile>& files) {
  std::vector<std::string> out;
  for (const SourceFile& file : files) {
    const std::string service = ServiceOf(file.path);
    const bool in_domain = !service.empty() && service != "common" && absl::StrContains(file.path, "/domain/");
    const bool in_store =
        !service.empty() && absl::StrContains(file.path, "/store/") && !absl::EndsWith(file.path, "_test.cc");
    for (const std::string& include : file.includes) {
      const std::string included_service = ServiceOf(include);
      auto broken = [&](const char* rule) {
        out.push_back(absl::StrCat(file.path, " includes \"", include, "\": ", rule));
      };
      if (in_domain && !absl::StartsWith(include, "absl/") && !absl::StartsWith(include, "gtest/") &&
          !absl::StartsWith(include, absl::StrCat("services/", service, "/domain/")) &&
          include != "services/common/digest.h" && include != "services/common/problem.h" &&
          include != "services/common/usernames.h" && include != "services/common/polish_calendar.h") {
        broken("a domain rule includes only abseil and its own domain/");
      }
      if (in_store && absl::EndsWith(include, ".pb.h")) {
        broken("a store returns records, not API messages");
      }
      if (!service.empty() && !included_service.empty() && included_service != service &&
          included_service != "common") {
        broken("a service reaches another only through its gRPC API");
      }
      if (absl::StartsWith(file.path, "gateway/") && !included_service.empty() && included_service != "common") {
        broken("the gateway includes no service code");
      }
    }
  }
  return out;
}

std::vector<SourceFile> ReadTree(const std::filesystem::path& root) {
  static const std::regex kInclude(R"(^\s*#\s*include\s+"([^"]+)\")");
  std::vector<SourceFile> files;
  for (const char* top : {"services", "gateway"}) {
    for (const auto& entry : std::filesystem::recursive_directory_iterator(root / top)) {
      const std::string ext = entry.path().extension().string();
      if (!entry.is_regular_file() || (ext != ".h" && ext != ".cc")) continue;
      SourceFile file{std::filesystem::relative(entry.path(), root).generic_string(), {}};
      std::ifstream in(entry.path());
      std::string line;
      std::smatch m;
      while (std::getline(in, line)) {
        if (std::regex_search(line, m, kInclude)) file.includes.push_back(m[1]);
      }
      files.push_back(std::move(file));
    }
  }
  return files;
}

TEST(ArchitectureTest, TheTreeKeepsTheDependencyRules) {
  const std::vector<SourceFile> files = ReadTree(KADRY_SOURCE_DIR);
  ASSERT_GT(files.size(), 50u) << "the tree was not found at " << KADRY_SOURCE_DIR;
  for (const std::string& violation : RuleViolations(files)) ADD_FAILURE() << violation;
}

// The checker itself: each rule, broken once, is reported.
TEST(ArchitectureTest, EachBrokenRuleIsReported) {
  const std::vector<SourceFile> broken = {
      {"services/absences/domain/leave.cc", {"services/common/pg.h"}},
      {"services/absences/domain/leave.h",
       {"absl/time/civil_time.h", "services/absences/domain/calendar.h", "services/common/digest.h"}},
      {"services/identity/store/new_store.h", {"kadry/identity/v1/identity_service.pb.h"}},
      {"services/work-times/work_times_service.cc", {"services/absences/store/request_store.h"}},
      {"gateway/routes.cc", {"services/absences/domain/request_types.h", "services/common/log.h"}},
  };
  const std::vector<std::string> found = RuleViolations(broken);
  ASSERT_EQ(found.size(), 4u) << ::testing::PrintToString(found);
  EXPECT_TRUE(absl::StrContains(found[0], "domain rule"));
  EXPECT_TRUE(absl::StrContains(found[1], "records, not API messages"));
  EXPECT_TRUE(absl::StrContains(found[2], "another only through its gRPC API"));
  EXPECT_TRUE(absl::StrContains(found[3], "gateway includes no service code"));
}

}  // namespace
}  // namespace kadry
