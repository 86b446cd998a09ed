#import <UIKit/UIKit.h>
// [UIColor colorNamed:@"CommentedOut"]
@implementation Old
- (UIColor *)tint { return [UIColor colorNamed:@"ObjCTint"]; }
- (NSColor *)mac { return [NSColor colorNamed: @"Brand/accent"]; }
- (NSString *)text { return @"colorNamed:@\"NotAReference\""; }
@end
