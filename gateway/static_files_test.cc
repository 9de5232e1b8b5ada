#include "gateway/static_files.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace kadry::gateway {
namespace {
namespace fs = std::filesystem;

class StaticFilesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    base_ = fs::temp_directory_path() / ("kadry_static_" + std::to_string(::getpid()));
    fs::create_directories(base_ / "dist/assets");
    std::ofstream(base_ / "dist/index.html") << "<html></html>";
    std::ofstream(base_ / "dist/assets/app-1234.js") << "x";
    std::ofstream(base_ / "secret.txt") << "secret";
    fs::create_symlink(base_ / "secret.txt", base_ / "dist/link.txt");
  }
  void TearDown() override { fs::remove_all(base_); }
  fs::path base_;
};

TEST_F(StaticFilesTest, ServesFilesWithTypesAndCaching) {
  StaticFiles web((base_ / "dist").string());
  ASSERT_TRUE(web.available());
  auto js = web.Resolve("/assets/app-1234.js");
  ASSERT_TRUE(js);
  EXPECT_EQ(js->content_type, "text/javascript; charset=utf-8");
  EXPECT_NE(js->cache_control.find("immutable"), std::string::npos);
  auto index = web.Resolve("/");
  ASSERT_TRUE(index);
  EXPECT_EQ(index->cache_control, "no-cache");
  EXPECT_NE(index->path.find("index.html"), std::string::npos);
}

TEST_F(StaticFilesTest, HistoryFallbackOnlyForPathsWithoutExtension) {
  StaticFiles web((base_ / "dist").string());
  auto route = web.Resolve("/requests/my");
  ASSERT_TRUE(route);
  EXPECT_NE(route->path.find("index.html"), std::string::npos);
  EXPECT_FALSE(web.Resolve("/assets/missing.js"));
}

TEST_F(StaticFilesTest, NothingOutsideTheRoot) {
  StaticFiles web((base_ / "dist").string());
  EXPECT_FALSE(web.Resolve("/../secret.txt"));
  EXPECT_FALSE(web.Resolve("/assets/../../secret.txt"));
  EXPECT_FALSE(web.Resolve("/..\\secret.txt"));
  EXPECT_FALSE(web.Resolve("/link.txt"));  // a symlink pointing out of the root
  EXPECT_FALSE(StaticFiles::IsSafePath("/a/../b"));
  EXPECT_FALSE(StaticFiles::IsSafePath(std::string_view("/a\0b", 4)));
  EXPECT_FALSE(StaticFiles::IsSafePath("relative"));
  EXPECT_TRUE(StaticFiles::IsSafePath("/assets/a..b.js"));
}

TEST(StaticFilesMissing, NotAvailableWithoutIndex) {
  StaticFiles web("/nonexistent/dist");
  EXPECT_FALSE(web.available());
  EXPECT_FALSE(web.Resolve("/"));
}

}  // namespace
}  // namespace kadry::gateway
